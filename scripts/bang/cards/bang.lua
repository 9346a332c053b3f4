-- BANG!: shoot another player within your reach; one per turn (R05, R16).
local shoot = import("shoot")

return {
  options = shoot.options,
  play = shoot.play,
}
