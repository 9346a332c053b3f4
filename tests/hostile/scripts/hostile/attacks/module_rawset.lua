local M = {}
function M.run(ctx) rawset(M, "leaked", true) end
return M
