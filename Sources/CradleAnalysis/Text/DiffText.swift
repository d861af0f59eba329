/// What `--diff` says of a changed graph beside the CLI's report lines: how its analysis moved
/// (`AnalysisDelta`), and the legend of the Mermaid drawing of the change.
public enum DiffText: String, TextTable {
    case longestChain, fanIn, fanOut
    case legend, legendAdded, legendRemoved, legendChanged

    public var entry: MessageText {
        switch self {
        case .longestChain: MessageText(english: "longest chain {1} → {2}", cradle: "가장 긴 의존성 사슬 {1} → {2}")
        case .fanIn: MessageText(english: "fan-in of `{1}` {2} → {3}", cradle: "`{1}`의 팬인 {2} → {3}")
        case .fanOut: MessageText(english: "fan-out of `{1}` {2} → {3}", cradle: "`{1}`의 팬아웃 {2} → {3}")
        case .legend: MessageText(english: "legend", cradle: "범례")
        case .legendAdded: MessageText(english: "added", cradle: "추가")
        case .legendRemoved: MessageText(english: "removed", cradle: "삭제")
        case .legendChanged: MessageText(english: "changed", cradle: "변경")
        }
    }
}
