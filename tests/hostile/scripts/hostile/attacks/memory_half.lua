-- Holds half the memory cap of the sandbox tests (64 MiB) in small pieces for
-- a moment, then lets it go: legal, but near enough to the cap that a fast
-- game has it counted.
return { run = function(ctx)
  local keep = {}
  for i = 1, 32 * 1024 do keep[i] = string.rep("y", 1000) .. i end
  keep = nil
end }
