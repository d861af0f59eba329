import Foundation
import Testing

@testable import CradleProject

/// `product.md` §2a: Xcode projects and workspaces as the build system defines them.
@Suite("Xcode project and workspace reading")
struct XcodeProjectReaderTests {
    static let folder = "/Users/dev/App"
    static let file = "/Users/dev/App/App.xcodeproj/project.pbxproj"

    // MARK: A realistic project

    /// An app with a classic group tree, a framework in an Xcode 16 synchronized folder with
    /// exception sets, a test target, target dependencies and local and remote packages.
    static let realisticProject = #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {

        /* Begin PBXBuildFile section */
        		BF_DELEGATE /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR_DELEGATE /* AppDelegate.swift */; };
        		BF_CONTENT /* ContentView.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR_CONTENT /* ContentView.swift */; };
        		BF_HELPER /* Helper.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR_HELPER; };
        		BF_VERSION /* Version.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR_VERSION; };
        		BF_LEGACY /* Legacy.m in Sources */ = {isa = PBXBuildFile; fileRef = FR_LEGACY; };
        		BF_GENERATED /* Generated.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR_GENERATED; };
        		BF_NETWORKING /* Networking in Frameworks */ = {isa = PBXBuildFile; productRef = PD_NETWORKING; };
        		BF_TESTS /* AppTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR_TESTS; };
        /* End PBXBuildFile section */

        /* Begin PBXContainerItemProxy section */
        		PROXY_APP = {
        			isa = PBXContainerItemProxy;
        			containerPortal = PROJECT /* Project object */;
        			proxyType = 1;
        			remoteGlobalIDString = T_APP;
        			remoteInfo = App;
        		};
        /* End PBXContainerItemProxy section */

        /* Begin PBXFileReference section */
        		FR_DELEGATE /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        		FR_CONTENT /* ContentView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ContentView.swift; sourceTree = "<group>"; };
        		FR_HELPER = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Helper.swift; sourceTree = "<group>"; };
        		FR_VERSION = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Version.swift; path = Shared/Version.swift; sourceTree = SOURCE_ROOT; };
        		FR_LEGACY = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = Legacy.m; sourceTree = "<group>"; };
        		FR_GENERATED = {isa = PBXFileReference; path = Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
        		FR_PLIST = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };
        		FR_TESTS = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppTests.swift; sourceTree = "<group>"; };
        		FR_APP_PRODUCT /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		FR_STRINGS_EN = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        		EX_FEATURE /* Exceptions for "Feature" folder in "Feature" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				Info.plist,
        				Preview/FeaturePreview.swift,
        			);
        			target = T_FEATURE /* Feature */;
        		};
        		EX_TESTS /* Exceptions for "Feature" folder in "AppTests" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				TestSupport.swift,
        			);
        			target = T_TESTS /* AppTests */;
        		};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        		SYNC_FEATURE /* Feature */ = {
        			isa = PBXFileSystemSynchronizedRootGroup;
        			exceptions = (
        				EX_FEATURE /* Exceptions for "Feature" folder in "Feature" target */,
        				EX_TESTS /* Exceptions for "Feature" folder in "AppTests" target */,
        			);
        			path = Feature;
        			sourceTree = "<group>";
        		};
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        		G_MAIN = {
        			isa = PBXGroup;
        			children = (
        				G_APP /* App */,
        				SYNC_FEATURE /* Feature */,
        				G_TESTS /* AppTests */,
        				FR_VERSION,
        				G_PRODUCTS /* Products */,
        			);
        			sourceTree = "<group>";
        		};
        		G_APP /* App */ = {
        			isa = PBXGroup;
        			children = (
        				FR_DELEGATE /* AppDelegate.swift */,
        				G_VIEWS /* Views */,
        				G_SUPPORT /* Support */,
        				FR_PLIST,
        				VG_STRINGS,
        			);
        			path = App;
        			sourceTree = "<group>";
        		};
        		G_VIEWS /* Views */ = {
        			isa = PBXGroup;
        			children = (
        				FR_CONTENT /* ContentView.swift */,
        			);
        			path = Views;
        			sourceTree = "<group>";
        		};
        		G_SUPPORT /* Support: a group without a folder */ = {
        			isa = PBXGroup;
        			children = (
        				FR_HELPER,
        				FR_LEGACY,
        			);
        			name = Support;
        			sourceTree = "<group>";
        		};
        		G_TESTS /* AppTests */ = {
        			isa = PBXGroup;
        			children = (
        				FR_TESTS,
        			);
        			path = AppTests;
        			sourceTree = "<group>";
        		};
        		G_PRODUCTS /* Products */ = {
        			isa = PBXGroup;
        			children = (
        				FR_APP_PRODUCT /* App.app */,
        			);
        			name = Products;
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		T_APP /* App */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = CL_APP /* Build configuration list for PBXNativeTarget "App" */;
        			buildPhases = (
        				BP_APP_SOURCES /* Sources */,
        				BP_APP_FRAMEWORKS /* Frameworks */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        				TD_FEATURE /* PBXTargetDependency */,
        			);
        			name = App;
        			packageProductDependencies = (
        				PD_NETWORKING /* Networking */,
        				PD_ALAMOFIRE /* Alamofire */,
        			);
        			productName = App;
        			productReference = FR_APP_PRODUCT /* App.app */;
        			productType = "com.apple.product-type.application";
        		};
        		T_FEATURE /* Feature */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = CL_FEATURE;
        			buildPhases = (
        				BP_FEATURE_SOURCES /* Sources */,
        			);
        			dependencies = (
        			);
        			fileSystemSynchronizedGroups = (
        				SYNC_FEATURE /* Feature */,
        			);
        			name = Feature;
        			productName = Feature;
        			productType = "com.apple.product-type.framework";
        		};
        		T_TESTS /* AppTests */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = CL_TESTS;
        			buildPhases = (
        				BP_TESTS_SOURCES /* Sources */,
        			);
        			dependencies = (
        				TD_APP /* PBXTargetDependency */,
        			);
        			name = AppTests;
        			productName = AppTests;
        			productType = "com.apple.product-type.bundle.unit-test";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		PROJECT /* Project object */ = {
        			isa = PBXProject;
        			attributes = {
        				BuildIndependentTargetsInParallel = 1;
        				LastSwiftUpdateCheck = 1600;
        			};
        			buildConfigurationList = CL_PROJECT;
        			compatibilityVersion = "Xcode 15.0";
        			developmentRegion = en;
        			mainGroup = G_MAIN;
        			packageReferences = (
        				LP_NETWORKING /* XCLocalSwiftPackageReference "Packages/Networking" */,
        				LP_DESIGN /* XCLocalSwiftPackageReference "../Shared/DesignSystem" */,
        				RP_ALAMOFIRE /* XCRemoteSwiftPackageReference "Alamofire" */,
        			);
        			productRefGroup = G_PRODUCTS /* Products */;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				T_APP /* App */,
        				T_FEATURE /* Feature */,
        				T_TESTS /* AppTests */,
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        		BP_APP_SOURCES /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				BF_DELEGATE /* AppDelegate.swift in Sources */,
        				BF_CONTENT /* ContentView.swift in Sources */,
        				BF_HELPER /* Helper.swift in Sources */,
        				BF_VERSION /* Version.swift in Sources */,
        				BF_LEGACY /* Legacy.m in Sources */,
        				BF_GENERATED /* Generated.swift in Sources */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		BP_APP_FRAMEWORKS /* Frameworks */ = {
        			isa = PBXFrameworksBuildPhase;
        			files = (
        				BF_NETWORKING /* Networking in Frameworks */,
        			);
        		};
        		BP_FEATURE_SOURCES /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			files = (
        			);
        		};
        		BP_TESTS_SOURCES /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			files = (
        				BF_TESTS /* AppTests.swift in Sources */,
        			);
        		};
        /* End PBXSourcesBuildPhase section */

        /* Begin PBXTargetDependency section */
        		TD_FEATURE /* PBXTargetDependency */ = {
        			isa = PBXTargetDependency;
        			target = T_FEATURE /* Feature */;
        			targetProxy = PROXY_FEATURE /* PBXContainerItemProxy */;
        		};
        		TD_APP /* PBXTargetDependency: only a proxy, as older Xcode versions write */ = {
        			isa = PBXTargetDependency;
        			targetProxy = PROXY_APP /* PBXContainerItemProxy */;
        		};
        /* End PBXTargetDependency section */

        /* Begin PBXVariantGroup section */
        		VG_STRINGS /* Localizable.strings */ = {
        			isa = PBXVariantGroup;
        			children = (
        				FR_STRINGS_EN,
        			);
        			name = Localizable.strings;
        			sourceTree = "<group>";
        		};
        /* End PBXVariantGroup section */

        /* Begin XCBuildConfiguration section */
        		BC_PROJECT_DEBUG /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				SWIFT_VERSION = 5.0;
        				OTHER_SWIFT_FLAGS = (
        					"$(inherited)",
        					"-DDEBUG",
        				);
        			};
        			name = Debug;
        		};
        		BC_APP_DEBUG /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				INFOPLIST_FILE = App/Info.plist;
        				PRODUCT_BUNDLE_IDENTIFIER = "dev.example.App";
        				PRODUCT_NAME = "$(TARGET_NAME)";
        			};
        			name = Debug;
        		};
        		BC_FEATURE_RELEASE /* Release */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				PRODUCT_NAME = FeatureRelease;
        			};
        			name = Release;
        		};
        		BC_FEATURE_DEBUG /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				PRODUCT_NAME = "$(TARGET_NAME:c99extidentifier)";
        			};
        			name = Debug;
        		};
        		BC_TESTS_DEBUG /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				BUNDLE_LOADER = "$(TEST_HOST)";
        				PRODUCT_NAME = "App Tests";
        				"PRODUCT_NAME[sdk=macosx*]" = "Mac Tests";
        			};
        			name = Debug;
        		};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        		CL_PROJECT = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				BC_PROJECT_DEBUG /* Debug */,
        			);
        			defaultConfigurationIsVisible = 0;
        			defaultConfigurationName = Release;
        		};
        		CL_APP = {isa = XCConfigurationList; buildConfigurations = (BC_APP_DEBUG); };
        		CL_FEATURE = {isa = XCConfigurationList; buildConfigurations = (BC_FEATURE_RELEASE, BC_FEATURE_DEBUG); };
        		CL_TESTS = {isa = XCConfigurationList; buildConfigurations = (BC_TESTS_DEBUG); };
        /* End XCConfigurationList section */

        /* Begin XCLocalSwiftPackageReference section */
        		LP_NETWORKING /* XCLocalSwiftPackageReference "Packages/Networking" */ = {
        			isa = XCLocalSwiftPackageReference;
        			relativePath = Packages/Networking;
        		};
        		LP_DESIGN = {
        			isa = XCLocalSwiftPackageReference;
        			relativePath = ../Shared/DesignSystem;
        		};
        /* End XCLocalSwiftPackageReference section */

        /* Begin XCRemoteSwiftPackageReference section */
        		RP_ALAMOFIRE /* XCRemoteSwiftPackageReference "Alamofire" */ = {
        			isa = XCRemoteSwiftPackageReference;
        			repositoryURL = "https://github.com/Alamofire/Alamofire.git";
        			requirement = {
        				kind = upToNextMajorVersion;
        				minimumVersion = 5.9.0;
        			};
        		};
        /* End XCRemoteSwiftPackageReference section */

        /* Begin XCSwiftPackageProductDependency section */
        		PD_NETWORKING /* Networking */ = {
        			isa = XCSwiftPackageProductDependency;
        			package = LP_NETWORKING /* XCLocalSwiftPackageReference "Packages/Networking" */;
        			productName = Networking;
        		};
        		PD_ALAMOFIRE /* Alamofire */ = {
        			isa = XCSwiftPackageProductDependency;
        			package = RP_ALAMOFIRE /* XCRemoteSwiftPackageReference "Alamofire" */;
        			productName = Alamofire;
        		};
        /* End XCSwiftPackageProductDependency section */
        	};
        	rootObject = PROJECT /* Project object */;
        }

        """#

    @Test("native targets become modules with their files, folders, exceptions and dependencies")
    func realisticProject() {
        let definition = readProject(Self.realisticProject)
        #expect(problemReasons(definition) == [])
        #expect(definition.kind == .xcodeProject)
        #expect(definition.name == "App")
        #expect(definition.modules.map(\.name) == ["App", "Feature", "App_Tests"])
        #expect(
            definition.modules.first
                == ModuleDefinition(
                    name: "App", kind: .application, definitionFile: Self.file,
                    sources: SourceSelection(files: [
                        "/Users/dev/App/App/AppDelegate.swift", "/Users/dev/App/App/Views/ContentView.swift",
                        "/Users/dev/App/App/Helper.swift", "/Users/dev/App/Shared/Version.swift",
                    ]),
                    dependencies: [
                        .target("Feature"),
                        .packageProduct(name: "Networking", packageFolder: "/Users/dev/App/Packages/Networking"),
                    ]))
        #expect(
            definition.modules.dropFirst().first
                == ModuleDefinition(
                    name: "Feature", kind: .library, definitionFile: Self.file,
                    sources: SourceSelection(folders: [
                        SourceFolder(
                            path: "/Users/dev/App/Feature", exclude: [Glob("Info.plist"), Glob("Preview/FeaturePreview.swift")])
                    ])))
        #expect(
            definition.modules.last
                == ModuleDefinition(
                    name: "App_Tests", kind: .test, definitionFile: Self.file,
                    sources: SourceSelection(files: [
                        "/Users/dev/App/AppTests/AppTests.swift", "/Users/dev/App/Feature/TestSupport.swift",
                    ]),
                    dependencies: [.target("App")]))
        #expect(
            definition.packageReferences == [
                PackageReference(folder: "/Users/dev/App/Packages/Networking", identity: "Networking"),
                PackageReference(folder: "/Users/dev/Shared/DesignSystem", identity: "DesignSystem"),
            ])
    }

    @Test("a file in a synchronized folder leaves the target its exception set names, and only that one")
    func exceptionSetsExcludeOnlyForTheirTarget() {
        let definition = readProject(Self.realisticProject)
        let feature = definition.modules.first { $0.name == "Feature" }?.sources
        let tests = definition.modules.first { $0.name == "App_Tests" }?.sources
        #expect(feature?.contains("/Users/dev/App/Feature/FeatureGraph.swift") == true)
        #expect(feature?.contains("/Users/dev/App/Feature/Preview/FeaturePreview.swift") == false)
        // The set for `AppTests` lists a file the Feature target still compiles, and adds it to AppTests.
        #expect(feature?.contains("/Users/dev/App/Feature/TestSupport.swift") == true)
        #expect(tests?.contains("/Users/dev/App/Feature/TestSupport.swift") == true)
        #expect(tests?.contains("/Users/dev/App/Feature/FeatureGraph.swift") == false)
    }

    @Test("the XcodeApp example workspace: a classic app target and a synchronized framework")
    func exampleWorkspace() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("protocol-fixtures/workspaces/XcodeApp").path
        let file = folder + "/XcodeApp.xcodeproj/project.pbxproj"
        let data = try #require(FileManager.default.contents(atPath: file))
        let definition = XcodeProjectReader.read(path: file, data: Array(data))
        #expect(definition.problems == [])
        #expect(definition.name == "XcodeApp")
        #expect(
            definition.modules == [
                ModuleDefinition(
                    name: "XcodeApp", kind: .application, definitionFile: file,
                    sources: SourceSelection(
                        files: ["XcodeAppApp", "AppGraph", "AppCoordinator", "WelcomeScreen"].map {
                            "\(folder)/XcodeApp/\($0).swift"
                        }),
                    dependencies: [.target("Feature")]),
                ModuleDefinition(
                    name: "Feature", kind: .library, definitionFile: file,
                    sources: SourceSelection(folders: [
                        SourceFolder(path: folder + "/Feature", exclude: [Glob("Preview/FeaturePreviewGraph.swift")])
                    ])),
            ])
        #expect(definition.packageReferences == [])
        let feature = definition.modules.last?.sources
        #expect(feature?.contains(folder + "/Feature/Preview/FeaturePreviewGraph.swift") == false)
        #expect(definition.modules.allSatisfy { !$0.sources.contains(folder + "/XcodeApp/ScratchPad.swift") })
    }

    // MARK: Module names

    @Test(
        "the module name comes from PRODUCT_MODULE_NAME, else PRODUCT_NAME, else the target name",
        arguments: [
            (settings: "", target: "My App", expected: "My_App"),
            (settings: "PRODUCT_MODULE_NAME = CoreKit; PRODUCT_NAME = Core;", target: "Core", expected: "CoreKit"),
            (settings: "PRODUCT_NAME = \"$(TARGET_NAME)\";", target: "Search-UI", expected: "Search_UI"),
            (settings: "PRODUCT_MODULE_NAME = \"$(TARGET_NAME)\";", target: "Profile", expected: "Profile"),
            (
                settings: "PRODUCT_NAME = \"My-App\"; PRODUCT_MODULE_NAME = \"$(PRODUCT_NAME:c99extidentifier)\";", target: "App",
                expected: "My_App"
            ),
            (settings: "PRODUCT_NAME = \"$(PROJECT_NAME)Kit\";", target: "Kit", expected: "AppKit"),
            (settings: "PRODUCT_NAME = \"$(TARGET_NAME:lower)\";", target: "Search", expected: "search"),
        ])
    func moduleName(settings: String, target: String, expected: String) {
        let definition = readProject(Self.singleTarget(name: target, settings: settings))
        #expect(problemReasons(definition) == [])
        #expect(definition.modules.map(\.name) == [expected])
    }

    @Test("a module name that refers to an unknown setting falls back with a problem")
    func unresolvableModuleName() {
        let definition = readProject(
            Self.singleTarget(name: "Search", settings: "PRODUCT_MODULE_NAME = \"$(MODULE_FROM_XCCONFIG)\";"))
        #expect(definition.modules.map(\.name) == ["Search"])
        #expect(
            problemReasons(definition) == [
                "`PRODUCT_MODULE_NAME` of target `Search` (`$(MODULE_FROM_XCCONFIG)`) cannot be resolved statically"
            ])
    }

    @Test(
        "settings from the .xcconfig files configurations are based on: includes, precedence, conditions, comments",
        arguments: [
            (target: "PRODUCT_MODULE_NAME = CoreKit // the module", project: "", own: "", expected: "CoreKit"),
            (
                target: "#include \"Shared/Base.xcconfig\"\nPRODUCT_NAME = $(BASE_NAME)Kit", project: "", own: "",
                expected: "ShopKit"
            ),
            // Later lines win: over an included file's value, and within one file; an include
            // is read in place, so one after a line wins over it.
            (target: "#include \"Shared/Base.xcconfig\"\nPRODUCT_NAME = ShopKit", project: "", own: "", expected: "ShopKit"),
            (target: "PRODUCT_NAME = First\nPRODUCT_NAME = Second", project: "", own: "", expected: "Second"),
            (target: "PRODUCT_NAME = Own\n#include \"Shared/Base.xcconfig\"", project: "", own: "", expected: "Shop"),
            (target: "PRODUCT_NAME = FromFile", project: "", own: "PRODUCT_NAME = Direct;", expected: "Direct"),
            (target: "", project: "PRODUCT_NAME = $(TARGET_NAME)App", own: "", expected: "SearchApp"),
            (target: "PRODUCT_NAME = Target", project: "PRODUCT_NAME = Project", own: "", expected: "Target"),
            (
                target: "PRODUCT_NAME[sdk=iphoneos*] = Wrong\n#include? \"Missing.xcconfig\"", project: "", own: "",
                expected: "Search"
            ),
        ])
    func xcconfigSettings(target: String, project: String, own: String, expected: String) {
        let files = [
            Self.folder + "/Config/Target.xcconfig": target, Self.folder + "/Config/Project.xcconfig": project,
            Self.folder + "/Config/Shared/Base.xcconfig": "BASE_NAME = Shop\nPRODUCT_NAME = Shop\n",
        ]
        let definition = XcodeProjectReader.read(
            path: Self.file, data: Array(Self.configuredTarget(name: "Search", settings: own).utf8),
            readFile: { files[$0].map { Array($0.utf8) } })
        #expect(problemReasons(definition) == [])
        #expect(definition.modules.map(\.name) == [expected])
    }

    @Test(
        "an .xcconfig that cannot be read or includes itself is named when the module name cannot be resolved, else not at all")
    func xcconfigProblems() {
        let broken = "#include \"Missing.xcconfig\"\n#include \"Target.xcconfig\"\n"
        let files = [
            Self.folder + "/Config/Target.xcconfig": broken + "PRODUCT_MODULE_NAME = $(MODULE_FROM_MISSING)\n"
        ]
        let definition = XcodeProjectReader.read(
            path: Self.file, data: Array(Self.configuredTarget(name: "Search", settings: "").utf8),
            readFile: { files[$0].map { Array($0.utf8) } })
        #expect(definition.modules.map(\.name) == ["Search"])
        #expect(
            problemReasons(definition) == [
                "`PRODUCT_MODULE_NAME` of target `Search` (`$(MODULE_FROM_MISSING)`) cannot be resolved statically",
                "target `Search`: the build configuration file `Missing.xcconfig` cannot be read",
                "target `Search`: `Target.xcconfig` includes itself",
                "the project: the build configuration file `Project.xcconfig` cannot be read",
            ])
        // The same files, with a name that resolves: nothing to say (CocoaPods' files are missing
        // before `pod install`, and the name does not depend on them).
        let quiet = XcodeProjectReader.read(
            path: Self.file, data: Array(Self.configuredTarget(name: "Search", settings: "").utf8),
            readFile: { [Self.folder + "/Config/Target.xcconfig": broken][$0].map { Array($0.utf8) } })
        #expect(quiet.modules.map(\.name) == ["Search"])
        #expect(problemReasons(quiet) == [])
    }

    @Test("a setting that refers to itself is unresolvable, not endless")
    func cyclicSettings() {
        let definition = readProject(Self.singleTarget(name: "Loop", settings: "PRODUCT_NAME = \"$(PRODUCT_NAME)x\";"))
        #expect(definition.modules.map(\.name) == ["Loop"])
        #expect(
            problemReasons(definition) == ["`PRODUCT_NAME` of target `Loop` (`$(PRODUCT_NAME)x`) cannot be resolved statically"])
    }

    @Test(
        "product types map to module kinds",
        arguments: [
            ("com.apple.product-type.application", ModuleDefinition.Kind.application),
            ("com.apple.product-type.app-extension", .application),
            ("com.apple.product-type.framework", .library),
            ("com.apple.product-type.library.static", .library),
            ("com.apple.product-type.library.dynamic", .library),
            ("com.apple.product-type.bundle.unit-test", .test),
            ("com.apple.product-type.bundle.ui-testing", .test),
            ("com.apple.product-type.tool", .executable),
            ("com.apple.product-type.bundle", .library),
        ])
    func productTypes(productType: String, kind: ModuleDefinition.Kind) {
        let definition = readProject(Self.singleTarget(name: "T", settings: "", productType: productType))
        #expect(definition.modules.map(\.kind) == [kind])
    }

    // MARK: Broken input

    @Test("an empty file is a problem and gives no modules")
    func emptyFile() {
        let definition = readProject("")
        #expect(definition.modules.isEmpty)
        #expect(problemReasons(definition) == ["the property list is empty"])
    }

    @Test("a truncated file keeps the targets read before the cut")
    func truncatedFile() {
        let text = Self.realisticProject
        let cut = text.range(of: "/* Begin PBXTargetDependency section */")?.lowerBound ?? text.endIndex
        let definition = readProject(String(text[..<cut]))
        let reasons = problemReasons(definition)
        #expect(reasons.first == "the property list ends at byte \(text[..<cut].utf8.count) where a key or `}` was expected")
        // No `rootObject` was read, so the targets are found by their `isa`, in id order.
        #expect(reasons.contains("the project has no `rootObject`"))
        // The configurations came after the cut, so `AppTests` keeps its target name.
        #expect(definition.modules.map(\.name).sorted() == ["App", "AppTests", "Feature"])
        let app = definition.modules.first { $0.name == "App" }
        #expect(app?.sources.files.count == 4)
        #expect(reasons.contains("`dependencies` of target `App` names `TD_FEATURE`, which is not in `objects`"))
    }

    @Test("bytes that are not UTF-8 in a path are a problem; the rest still reads")
    func invalidUTF8() {
        var bytes = Array(Self.realisticProject.utf8)
        let marker = Array("path = Helper.swift".utf8)
        let index = (0...(bytes.count - marker.count)).first { bytes[$0..<($0 + marker.count)].elementsEqual(marker) } ?? 0
        bytes.replaceSubrange(
            index..<(index + marker.count), with: Array("path = \"H\u{E9}lper.swift\"".utf8).map { $0 == 0xC3 ? 0xFF : $0 })
        let definition = XcodeProjectReader.read(path: Self.file, data: bytes)
        #expect(problemReasons(definition) == ["the string at byte \(index + 7) is not valid UTF-8"])
        #expect(definition.modules.first?.sources.files.contains("/Users/dev/App/App/H\u{FFFD}\u{FFFD}lper.swift") == true)
        #expect(definition.modules.count == 3)
    }

    @Test("an unbalanced closing brace after the project is reported")
    func extraClosingBrace() {
        let definition = readProject(Self.realisticProject + "}\n")
        let offset = Self.realisticProject.utf8.count
        #expect(problemReasons(definition) == ["unexpected text after the property list at byte \(offset)"])
        #expect(definition.modules.count == 3)
    }

    @Test("a missing closing brace inside an object is reported where reading stopped")
    func missingClosingBrace() {
        let text = Self.realisticProject.replacingOccurrences(
            of: "BF_TESTS /* AppTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR_TESTS; };",
            with: "BF_TESTS /* AppTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR_TESTS; ;")
        let definition = readProject(text)
        let reasons = problemReasons(definition)
        #expect(reasons.first?.hasPrefix("unexpected `;` at byte ") == true)
        #expect(reasons.first?.hasSuffix(" where a key or `}` was expected") == true)
        #expect(definition.modules.isEmpty)
    }

    @Test("100,000 nested parentheses stop at the depth limit")
    func deepNesting() {
        let text = "{ objects = " + String(repeating: "(", count: 100_000)
        let definition = readProject(text)
        #expect(problemReasons(definition).first == "values nested deeper than 256 levels at byte \(12 + 255)")
        #expect(definition.modules.isEmpty)
    }

    @Test("dangling and mistyped object ids are problems; the rest of the target still reads")
    func danglingIDs() {
        let text = Self.realisticProject
            .replacingOccurrences(of: "fileRef = FR_HELPER;", with: "fileRef = FR_GONE;")
            .replacingOccurrences(of: "target = T_FEATURE /* Feature */;", with: "target = FR_PLIST;")
            .replacingOccurrences(
                of: "package = LP_NETWORKING /* XCLocalSwiftPackageReference \"Packages/Networking\" */;",
                with: "package = LP_GONE;")
        let definition = readProject(text)
        #expect(
            problemReasons(definition) == [
                "the dependency `TD_FEATURE` of target `App` names `FR_PLIST`, a `PBXFileReference` where `PBXAggregateTarget` or `PBXLegacyTarget` or `PBXNativeTarget` was expected",
                "`package` of the product `Networking` names `LP_GONE`, which is not in `objects`",
                "`fileRef` of `BF_HELPER` names `FR_GONE`, which is not in `objects`",
            ])
        let app = definition.modules.first
        #expect(app?.sources.files.count == 3)
        #expect(app?.dependencies == [])
        #expect(definition.modules.count == 3)
    }

    @Test("every cut of the project, and every byte replaced by a brace, reads with problems and no trap")
    func everyCutAndCorruption() {
        let bytes = Array(Self.realisticProject.utf8)
        for end in stride(from: 0, to: bytes.count - 2, by: 23) {
            let definition = XcodeProjectReader.read(path: Self.file, data: Array(bytes[..<end]))
            #expect(!definition.problems.isEmpty, "cut at \(end)")
        }
        let equalSigns = bytes.indices.dropFirst().filter { bytes[$0] == UInt8(ascii: "=") && bytes[$0 - 1] == 0x20 }
        #expect(equalSigns.count > 100)
        for index in equalSigns {
            var corrupted = bytes
            corrupted[index] = UInt8(ascii: "{")
            #expect(!XcodeProjectReader.read(path: Self.file, data: corrupted).problems.isEmpty, "brace at \(index)")
        }
    }

    @Test("a project whose objects are not a dictionary is a problem")
    func objectsOfWrongType() {
        let definition = readProject("// !$*UTF8*$!\n{ objects = (a, b); rootObject = P; }")
        #expect(problemReasons(definition) == ["the project has no `objects` dictionary"])
    }

    // MARK: The property-list parser

    @Test("quoted strings decode their escapes; comments, data and unquoted strings read")
    func propertyListSyntax() {
        let text = #"""
            // !$*UTF8*$!
            { /* a comment */ a = "q\"b\\s\n\t\U00e9\ud83d\ude00\101"; 'b' = <0fbd 77>; c = "$(inherited)"; d = (x, "y", ); e = {}; }
            """#
        let result = PropertyListParser.parse(Array(text.utf8))
        #expect(result.errors == [])
        #expect(
            result.value
                == .dictionary([
                    "a": .string("q\"b\\s\n\t\u{E9}\u{1F600}A"), "b": .data([0x0F, 0xBD, 0x77]), "c": .string("$(inherited)"),
                    "d": .array([.string("x"), .string("y")]), "e": .dictionary([:]),
                ]))
    }

    @Test(
        "broken property lists give the error where reading stopped",
        arguments: [
            ("", PropertyListError.empty),
            ("/* open", .unterminatedComment(offset: 0)),
            ("{ a = \"open; }", .unterminatedString(offset: 6)),
            ("{ a = b }", .unexpectedByte(offset: 8, byte: UInt8(ascii: "}"), expected: .semicolon)),
            ("( a b )", .unexpectedByte(offset: 4, byte: UInt8(ascii: "b"), expected: .commaOrArrayEnd)),
            ("{ a = <0g>; }", .unexpectedByte(offset: 8, byte: UInt8(ascii: "g"), expected: .hexDigitOrDataEnd)),
            ("{ a = (", .unexpectedEnd(offset: 7, expected: .valueOrArrayEnd)),
            ("{ = b; }", .unexpectedByte(offset: 2, byte: UInt8(ascii: "="), expected: .keyOrDictionaryEnd)),
        ])
    func brokenPropertyLists(text: String, error: PropertyListError) {
        #expect(PropertyListParser.parse(Array(text.utf8)).errors == [error])
    }

    @Test("a truncated property list keeps every finished entry")
    func partialValue() {
        let result = PropertyListParser.parse(Array("{ a = x; b = (y, { c = z; d = ".utf8))
        #expect(result.value == .dictionary(["a": .string("x"), "b": .array([.string("y"), .dictionary(["c": .string("z")])])]))
    }

    @Test("a key written twice keeps its last value, in a closed dictionary and in one cut short")
    func repeatedKeys() {
        #expect(
            PropertyListParser.parse(Array("{ a = x; b = w; a = y; }".utf8)).value
                == .dictionary(["a": .string("y"), "b": .string("w")]))
        let cut = PropertyListParser.parse(Array("{ a = x; b = { c = 1; c = 2; }; a = (z".utf8))
        #expect(cut.value == .dictionary(["a": .array([.string("z")]), "b": .dictionary(["c": .string("2")])]))
    }

    // MARK: Workspaces

    static let workspaceFile = "/Users/dev/App/App.xcworkspace/contents.xcworkspacedata"

    @Test("workspace file references resolve through groups, the container and absolute paths")
    func workspaceReferences() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <!-- the app, then its packages -->
               <FileRef
                  location = "group:App/App.xcodeproj">
               </FileRef>
               <Group
                  location = "group:Packages"
                  name = "Packages">
                  <FileRef location = "group:Core"></FileRef>
                  <Group location = "group:Features">
                     <FileRef location = "group:Search/Package.swift"/>
                  </Group>
                  <FileRef location = "container:Tools/Lint.xcodeproj"></FileRef>
               </Group>
               <FileRef location = "absolute:/Users/dev/Shared/R&amp;D Kit"></FileRef>
               <FileRef location = "group:Playground.playground"></FileRef>
               <FileRef location = "group:App/App.xcodeproj"></FileRef>
            </Workspace>
            """
        let workspace = readWorkspace(xml)
        #expect(workspace.problems == [])
        #expect(
            workspace.references == [
                .init(path: "/Users/dev/App/App/App.xcodeproj", kind: .project),
                .init(path: "/Users/dev/App/Packages/Core", kind: .folder),
                .init(path: "/Users/dev/App/Packages/Features/Search", kind: .folder),
                .init(path: "/Users/dev/App/Tools/Lint.xcodeproj", kind: .project),
                .init(path: "/Users/dev/Shared/R&D Kit", kind: .folder),
            ])
    }

    @Test("`self:` in a project's embedded workspace is the project itself")
    func embeddedWorkspace() {
        let workspace = XcodeWorkspaceReader.read(
            path: "/Users/dev/App/App.xcodeproj/project.xcworkspace/contents.xcworkspacedata",
            data: Array(#"<Workspace version = "1.0"><FileRef location = "self:"></FileRef></Workspace>"#.utf8))
        #expect(workspace.references == [.init(path: "/Users/dev/App/App.xcodeproj", kind: .project)])
    }

    @Test(
        "malformed workspace XML is a problem and keeps what was read",
        arguments: [
            (
                #"<Workspace><FileRef location = "group:A.xcodeproj"></FileRef><FileRef location = "group:B"#,
                "the value of `location` at byte 81 is not closed"
            ),
            (#"<Workspace><FileRef location = "group:A.xcodeproj"/><!-- open"#, "the comment at byte 52 is not closed"),
            (#"<Workspace><FileRef location = "group:A.xcodeproj"/></Group>"#, "a `</Group>` at byte 52 closes no group"),
            (
                #"<Workspace><FileRef location = "group:A.xcodeproj"/><Group location = "group:P">"#,
                "1 `<Group>` element(s) are not closed"
            ),
            (
                #"<Workspace><FileRef location = "group:A.xcodeproj"/><FileRef location = "web:x"/>"#,
                "the location `web:x` at byte 52 cannot be read"
            ),
            (#"<Workspace><FileRef location = "group:A.xcodeproj"/>< FileRef"#, "a `<` at byte 52 does not start a tag"),
            (
                #"<Workspace><FileRef location = "group:A.xcodeproj"/><FileRef location group:B/>"#,
                "the attribute `location` at byte 70 has no value"
            ),
        ])
    func malformedWorkspace(xml: String, problem: String) {
        let workspace = readWorkspace(xml)
        #expect(workspace.references == [.init(path: "/Users/dev/App/A.xcodeproj", kind: .project)])
        #expect(workspace.problems.map(\.description) == ["\(Self.workspaceFile): \(problem)"])
    }

    @Test("a reference listed twice counts once and the ones after it still count; a comment may end the file")
    func workspaceDuplicatesAndTrailingComment() {
        let workspace = readWorkspace(
            #"<Workspace><FileRef location = "group:A.xcodeproj"/><FileRef location = "group:A.xcodeproj"/>"#
                + #"<FileRef location = "group:Pkg"/></Workspace><!-- end -->"#)
        #expect(workspace.problems == [])
        #expect(
            workspace.references == [
                .init(path: "/Users/dev/App/A.xcodeproj", kind: .project), .init(path: "/Users/dev/App/Pkg", kind: .folder),
            ])
    }

    @Test("workspace bytes that are not UTF-8 are a problem")
    func workspaceInvalidUTF8() {
        var bytes = Array(#"<Workspace><FileRef location = "group:Pkg"/></Workspace>"#.utf8)
        bytes.insert(0xFF, at: 41)
        let workspace = XcodeWorkspaceReader.read(path: Self.workspaceFile, data: bytes)
        #expect(workspace.problems == [.invalidUTF8(path: Self.workspaceFile)])
        #expect(workspace.references == [.init(path: "/Users/dev/App/Pkg\u{FFFD}", kind: .folder)])
    }

    // MARK: Helpers

    /// A project with one native target named `name` whose Debug configuration has `settings`.
    static func singleTarget(name: String, settings: String, productType: String = "com.apple.product-type.framework") -> String {
        """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 77; rootObject = P;
          objects = {
            P = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = CLP; };
            G = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
            T = { isa = PBXNativeTarget; name = "\(name)"; productType = "\(productType)"; buildConfigurationList = CL; buildPhases = (); };
            CL = { isa = XCConfigurationList; buildConfigurations = (R, D); };
            R = { isa = XCBuildConfiguration; name = Release; buildSettings = { PRODUCT_MODULE_NAME = Wrong; }; };
            D = { isa = XCBuildConfiguration; name = Debug; buildSettings = { \(settings) }; };
            CLP = { isa = XCConfigurationList; buildConfigurations = (PD); };
            PD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SWIFT_VERSION = 6.0; }; };
          };
        }
        """
    }

    /// A project with one native target named `name`, whose Debug configuration has `settings`
    /// and is based on `Config/Target.xcconfig`; the project's is based on `Config/Project.xcconfig`.
    static func configuredTarget(name: String, settings: String) -> String {
        """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 77; rootObject = P;
          objects = {
            P = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = CLP; };
            G = { isa = PBXGroup; children = (GC); sourceTree = "<group>"; };
            GC = { isa = PBXGroup; children = (FT, FP); path = Config; sourceTree = "<group>"; };
            FT = { isa = PBXFileReference; path = Target.xcconfig; sourceTree = "<group>"; };
            FP = { isa = PBXFileReference; path = Project.xcconfig; sourceTree = "<group>"; };
            T = { isa = PBXNativeTarget; name = "\(name)"; productType = "com.apple.product-type.framework"; buildConfigurationList = CL; buildPhases = (); };
            CL = { isa = XCConfigurationList; buildConfigurations = (D); };
            D = { isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = FT; buildSettings = { \(settings) }; };
            CLP = { isa = XCConfigurationList; buildConfigurations = (PD); };
            PD = { isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = FP; buildSettings = { }; };
          };
        }
        """
    }

    /// The one caller of ``XcodeProjectReader/read(path:data:)`` in these tests.
    func readProject(_ text: String) -> BuildDefinition {
        XcodeProjectReader.read(path: Self.file, data: Array(text.utf8))
    }

    /// The one caller of ``XcodeWorkspaceReader/read(path:data:)`` for XML text.
    func readWorkspace(_ xml: String) -> XcodeWorkspace {
        XcodeWorkspaceReader.read(path: Self.workspaceFile, data: Array(xml.utf8))
    }

    func problemReasons(_ definition: BuildDefinition) -> [String] {
        definition.problems.map { problem in
            if case .manifest(let path, let reason) = problem, path == Self.file { return reason.english }
            return problem.description
        }
    }
}

@Suite("Xcode build settings, expansion depth")
struct XcodeBuildSettingsDepthTests {
    /// `S0 = $(S1)`, …, `S<n-1> = $(S<n>)`, `S<n> = Shop`.
    func chain(_ length: Int) -> XcodeBuildSettings {
        var level = Dictionary(uniqueKeysWithValues: (0..<length).map { ("S\($0)", "$(S\($0 + 1))") })
        level["S\(length)"] = "Shop"
        return XcodeBuildSettings(levels: [level])
    }

    @Test("references inside references expand down to the limit, two levels each (the look-up and the expansion)")
    func referenceChain() {
        // 15 references at two levels each stay under the limit of 32; at three each they would not.
        #expect(chain(15).value(of: "S0") == "Shop")
        #expect(chain(XcodeBuildSettings.expansionLimit / 2).value(of: "S0") == nil)
    }
}
