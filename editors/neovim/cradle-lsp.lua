-- cradle-lsp for Neovim 0.11+ (Neovim 0.8 to 0.10: use cradle-lsp-legacy.lua).
--
-- Install: copy this file to ~/.config/nvim/plugin/cradle-lsp.lua (or paste it into init.lua).
-- cradle-lsp then attaches to every Swift buffer next to sourcekit-lsp: they are two separate
-- clients on the same buffer, and Neovim shows the diagnostics, hovers and code actions of both.
--
-- To use another binary, configure it again after this file has run (settings merge), e.g. in
-- ~/.config/nvim/after/plugin/cradle-lsp.lua:
--   vim.lsp.config('cradle_lsp', { cmd = { vim.fn.expand('~/src/cradle-lsp/.build/release/cradle-lsp') } })
-- To record a session for a bug report:
--   vim.lsp.config('cradle_lsp', { cmd = { 'cradle-lsp', '--trace', '/tmp/cradle-lsp.trace' } })
--
-- Check with :checkhealth vim.lsp (or :LspInfo with nvim-lspconfig) in a Swift buffer.

if vim.fn.has('nvim-0.11') == 0 then
  vim.notify('cradle-lsp.lua needs Neovim 0.11 or later; use cradle-lsp-legacy.lua', vim.log.levels.WARN)
  return
end

vim.lsp.config('cradle_lsp', {
  cmd = { 'cradle-lsp' },
  filetypes = { 'swift' },
  -- The first marker found wins: the nearest Package.swift, else the repository. In a folder of
  -- several packages that resolve each other's graphs (`sources:`), put the folder first:
  -- root_markers = { '.git', 'Package.swift' }.
  root_markers = { 'Package.swift', '.git' },
  init_options = {},
})
vim.lsp.enable('cradle_lsp')

-- sourcekit-lsp beside it (set vim.g.cradle_lsp_sourcekit = false to leave it alone). With
-- nvim-lspconfig installed its `lsp/sourcekit.lua` is used; without it a minimal one is defined.
if vim.g.cradle_lsp_sourcekit ~= false and vim.fn.executable('sourcekit-lsp') == 1 then
  if #vim.api.nvim_get_runtime_file('lsp/sourcekit.lua', false) == 0 then
    vim.lsp.config('sourcekit', {
      cmd = { 'sourcekit-lsp' },
      filetypes = { 'swift', 'objc', 'objcpp' },
      root_markers = { 'buildServer.json', 'Package.swift', '.git' },
    })
  end
  vim.lsp.enable('sourcekit')
end
