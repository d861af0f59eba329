" cradle-lsp for ALE (https://github.com/dense-analysis/ale), Vim 8.2+ and Vim 9.
" Description: Cradle dependency-graph diagnostics, hover, go to definition, references and code
" actions for Swift files, from cradle-lsp running next to ALE's sourcekit-lsp linter.
"
" Install: put this folder's parent (editors/vim) on 'runtimepath' after ALE is loaded, e.g.
"   packadd! ale                                   " Debian's vim-ale, or your plugin manager
"   set runtimepath+=/path/to/cradle-lsp/editors/vim
" ALE then finds this file the first time it lints a Swift buffer, and runs it beside
" sourcekitlsp (both are enabled for Swift unless g:ale_linters says otherwise).

call ale#Set('swift_cradlelsp_executable', 'cradle-lsp')
call ale#Set('swift_cradlelsp_options', '')

" The root sent to the server: the nearest folder with Package.swift (as ALE's sourcekitlsp
" linter chooses), else the nearest with .git, else the file's folder. A package opened alone is
" fine: cradle-lsp loads the packages it depends on and the app around it.
function! ale_linters#swift#cradlelsp#GetProjectRoot(buffer) abort
    let l:package = ale#path#FindNearestFile(a:buffer, 'Package.swift')

    if !empty(l:package)
        return fnamemodify(l:package, ':h')
    endif

    let l:git = ale#path#FindNearestDirectory(a:buffer, '.git')

    if !empty(l:git)
        return fnamemodify(l:git, ':h:h')
    endif

    return expand('#' . a:buffer . ':p:h')
endfunction

function! ale_linters#swift#cradlelsp#GetCommand(buffer) abort
    return '%e' . ale#Pad(ale#Var(a:buffer, 'swift_cradlelsp_options'))
endfunction

call ale#linter#Define('swift', {
\   'name': 'cradlelsp',
\   'aliases': ['cradle-lsp'],
\   'lsp': 'stdio',
\   'executable': {b -> ale#Var(b, 'swift_cradlelsp_executable')},
\   'command': function('ale_linters#swift#cradlelsp#GetCommand'),
\   'project_root': function('ale_linters#swift#cradlelsp#GetProjectRoot'),
\   'language': 'swift',
\})
