-- cradle-lsp for Neovim 0.8 to 0.10 (Neovim 0.11+: use cradle-lsp.lua).
--
-- Install: copy this file to ~/.config/nvim/lua/cradle-lsp-legacy.lua and add to init.lua:
--   require('cradle-lsp-legacy').setup()
-- or, with options (every field is optional):
--   require('cradle-lsp-legacy').setup({
--     cmd = { vim.fn.expand('~/src/cradle-lsp/.build/release/cradle-lsp') },
--     root_markers = { 'Package.swift', '.git' },   -- the first marker found wins
--     on_attach = function(client, bufnr) end,
--   })
--
-- A FileType autocmd starts (or reuses, per root folder) a client named `cradle_lsp` with
-- vim.lsp.start, so it attaches next to sourcekit-lsp (nvim-lspconfig's `sourcekit`, or your own
-- vim.lsp.start call): two clients on the same buffer.
--
-- Neovim 0.7 has neither vim.lsp.start nor vim.fs; there the same setup falls back to
-- vim.lsp.start_client + vim.lsp.buf_attach_client and its own upward search.

local M = {}

M.defaults = {
  name = 'cradle_lsp',
  cmd = { 'cradle-lsp' },
  filetypes = { 'swift' },
  root_markers = { 'Package.swift', '.git' },
  init_options = {},
  on_attach = nil,
  capabilities = nil,
}

local uv = vim.uv or vim.loop

local function parent(path)
  return vim.fn.fnamemodify(path, ':h')
end

--- The folder of the first marker in `markers` found upward from `path` (a file), or nil. Markers
--- are tried in order, so with { 'Package.swift', '.git' } the nearest package wins over the
--- repository, as with root_markers in Neovim 0.11.
function M.find_root(path, markers)
  local start = parent(path)
  for _, marker in ipairs(markers) do
    local found
    if vim.fs and vim.fs.find then
      found = vim.fs.find(marker, { path = start, upward = true })[1]
    else
      local dir = start
      while true do
        if uv.fs_stat(dir .. '/' .. marker) then
          found = dir .. '/' .. marker
          break
        end
        local up = parent(dir)
        if up == dir then
          break
        end
        dir = up
      end
    end
    if found then
      return parent(found)
    end
  end
  return nil
end

local started = {} -- root folder -> client id (Neovim 0.7 only; vim.lsp.start reuses by itself)

local function attach(bufnr, opts)
  if vim.bo[bufnr].buftype ~= '' then
    return
  end
  local path = vim.api.nvim_buf_get_name(bufnr)
  if path == '' then
    return
  end
  path = vim.fn.fnamemodify(path, ':p')
  local root = M.find_root(path, opts.root_markers) or parent(path)
  local config = {
    name = opts.name,
    cmd = opts.cmd,
    root_dir = root,
    init_options = opts.init_options,
    on_attach = opts.on_attach,
    capabilities = opts.capabilities,
  }
  if vim.lsp.start then
    vim.lsp.start(config, { bufnr = bufnr })
    return
  end
  config.workspace_folders = { { uri = vim.uri_from_fname(root), name = root } }
  local id = started[root]
  if not id or not vim.lsp.get_client_by_id(id) then
    id = vim.lsp.start_client(config)
    started[root] = id
  end
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
  end
end

function M.setup(user)
  local opts = vim.tbl_extend('force', M.defaults, user or {})
  local group = vim.api.nvim_create_augroup('cradle_lsp', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = opts.filetypes,
    desc = 'start or attach cradle-lsp',
    callback = function(args)
      attach(args.buf, opts)
    end,
  })
  -- Buffers already open when setup runs (a lazily loaded config).
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) and vim.tbl_contains(opts.filetypes, vim.bo[bufnr].filetype) then
      attach(bufnr, opts)
    end
  end
end

return M
