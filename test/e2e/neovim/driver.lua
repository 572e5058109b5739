-- Drives Neovim's own LSP client, as the README's configuration sets it up,
-- against the real URI Lint server, and writes what it observed as JSON for
-- neovim.nvim.ts to assert. Run by that suite as
--   nvim --headless -u <README block> -c 'luafile driver.lua'
-- with URI_LINT_NVIM_FILE (the fixture to open), URI_LINT_NVIM_OUT (the JSON
-- report) and URI_LINT_NVIM_TIMEOUT (ms per wait). Every wait is vim.wait on
-- an event having happened (a publish, an attach, a callback), never a sleep.
-- Written for Neovim 0.7 (Debian 12), the oldest version the README supports.

local file = assert(os.getenv('URI_LINT_NVIM_FILE'), 'URI_LINT_NVIM_FILE is not set')
local out = assert(os.getenv('URI_LINT_NVIM_OUT'), 'URI_LINT_NVIM_OUT is not set')
local timeout = tonumber(os.getenv('URI_LINT_NVIM_TIMEOUT') or '20000')

local PERCENT_ENCODE = 'Percent-encode: a|b^c → a%7Cb%5Ec'
local report = {}

local function wait_for(what, predicate)
  if not vim.wait(timeout, predicate, 5) then
    error(string.format('timed out after %d ms waiting for %s', timeout, what), 0)
  end
end

-- Every textDocument/publishDiagnostics, as the server sent it (UTF-16
-- ranges), recorded before Neovim's own handler turns it into byte columns.
local published = {}
local publish_handler = vim.lsp.handlers['textDocument/publishDiagnostics']
vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
  table.insert(published, result)
  return publish_handler(err, result, ctx, config)
end

local function last_publish(uri, version)
  for i = #published, 1, -1 do
    local p = published[i]
    if p.uri == uri and (version == nil or p.version == version) then return p end
  end
end

local function client_of(buf)
  for _, client in pairs(vim.lsp.buf_get_clients(buf)) do
    if client.initialized then return client end
  end
end

local function nvim_diagnostics(buf)
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(list, { lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col, code = d.code, severity = d.severity })
  end
  return list
end

--- Puts the cursor on the first byte of `needle` in the buffer and returns the (1-based line, 0-based byte) position.
local function cursor_on(buf, needle)
  for i, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, true)) do
    local at = line:find(needle, 1, true)
    if at then
      vim.api.nvim_win_set_cursor(0, { i, at - 1 })
      return
    end
  end
  error('the fixture has no ' .. needle, 0)
end

--- textDocument/hover at the cursor, with the position Neovim computes in the client's encoding.
local function hover(buf)
  local params = vim.lsp.util.make_position_params()
  local answer
  vim.lsp.buf_request(buf, 'textDocument/hover', params, function(err, result)
    answer = { err = err, result = result or vim.NIL }
  end)
  wait_for('the hover answer', function() return answer ~= nil end)
  if answer.err then error('hover failed: ' .. vim.inspect(answer.err), 0) end
  return { position = params.position, result = answer.result }
end

--- Runs :lua vim.lsp.buf.code_action() at the cursor and picks `title` from the menu, as a user would.
local function apply_code_action(buf, title)
  local offered
  vim.ui.select = function(items, opts, on_choice)
    offered = {}
    local chosen
    for _, item in ipairs(items) do
      local action = item[2]
      table.insert(offered, action.title)
      if action.title == title then chosen = item end
    end
    on_choice(chosen)
  end
  local tick = vim.api.nvim_buf_get_changedtick(buf)
  vim.lsp.buf.code_action()
  wait_for('the code action menu', function() return offered ~= nil end)
  local found = vim.tbl_contains(offered, title)
  if found then wait_for('the code action to edit the buffer', function() return vim.api.nvim_buf_get_changedtick(buf) > tick end) end
  return { offered = offered, applied = found }
end

local function run()
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(buf)
  report.filetype = vim.bo[buf].filetype

  wait_for('the README configuration to attach an initialized client', function() return client_of(buf) ~= nil end)
  local client = client_of(buf)
  report.client = { name = client.name, offset_encoding = client.offset_encoding }

  wait_for('the first diagnostics', function() return last_publish(uri) ~= nil end)
  report.published = last_publish(uri)
  report.diagnostics = nvim_diagnostics(buf)

  cursor_on(buf, 'example.com/private')
  report.hover_password = hover(buf)

  cursor_on(buf, '|')
  report.hover_broken = hover(buf)
  report.code_action = apply_code_action(buf, PERCENT_ENCODE)
  if not report.code_action.applied then error('no "' .. PERCENT_ENCODE .. '" among the code actions', 0) end

  local version = vim.lsp.util.buf_versions[buf]
  wait_for('diagnostics of the edited text (version ' .. tostring(version) .. ')', function() return last_publish(uri, version) ~= nil end)
  report.published_after_fix = last_publish(uri, version)
  report.diagnostics_after_fix = nvim_diagnostics(buf)
  vim.cmd('write')
end

local ok, err = xpcall(run, debug.traceback)
if not ok then report.error = tostring(err) end
local handle = assert(io.open(out, 'w'))
handle:write(vim.fn.json_encode(report))
handle:close()
vim.cmd(ok and 'qall!' or 'cquit!')
