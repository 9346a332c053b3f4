local M = {}
function M.run(ctx) M.leaked = true end
return M
