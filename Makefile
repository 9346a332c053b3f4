# Thin wrappers around CMake. `make demo` and `make test` install what a fresh
# Debian machine lacks, so the README's two commands are all a user needs.
BUILD ?= build
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?=
PREFIX ?= /usr/local
PACKAGES = cmake g++ make pkg-config liblua5.4-dev libyaml-cpp-dev libfmt-dev catch2 libcli11-dev libbenchmark-dev libedit-dev tmux zsh nlohmann-json3-dev libboost-dev

.PHONY: all deps configure build test test-long demo bench bench-serve soak clean format format-check lint install package screenshots

all: build

deps:
	@missing=""; for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y $$missing; \
	fi

configure: deps
	cmake -S . -B $(BUILD) $(CMAKE_FLAGS)

build: configure
	cmake --build $(BUILD) -j $(JOBS)

# Chromium too, for the replay pages' test in a real browser (tests/web),
# which skips without it: the prerequisites' `deps` inherit the addition.
test: PACKAGES += chromium chromium-driver python3-selenium
test: build
	cd $(BUILD) && ctest -j $(JOBS) -LE long --output-on-failure

# The runs that take hours (clones at every decision of 200 games of each
# setting): labelled `long`, left out of `make test`.
test-long: build
	cd $(BUILD) && ctest -j $(JOBS) -L long --output-on-failure

# `make install PREFIX=/usr DESTDIR=/tmp/root`: the program, its games, docs,
# man pages and completion (the program finds its games at PREFIX/share/arbiter).
# Builds only what it installs (not the tests), and installs the program
# stripped: the default build's debug information is for developers.
INSTALLED = arbiter_installed arbiter_docs arbiter_changelog
install: configure
	cmake --build $(BUILD) -j $(JOBS) --target $(INSTALLED)
	DESTDIR=$(DESTDIR) cmake --install $(BUILD) --prefix $(PREFIX) --strip

# build/arbiter_<version>_amd64.deb; dpkg-shlibdeps (dpkg-dev, file) reads its Depends.
package: configure
	@$(MAKE) --no-print-directory deps PACKAGES="dpkg-dev file"
	cmake --build $(BUILD) -j $(JOBS) --target $(INSTALLED)
	cd $(BUILD) && cpack -G DEB

# Only the program it runs is built.
demo: configure
	cmake --build $(BUILD) -j $(JOBS) --target arbiter
	$(BUILD)/arbiter play bang --players 5 --seed 1 --bots basic --narrate

bench: deps
	cmake -S . -B build-release -DCMAKE_BUILD_TYPE=Release $(CMAKE_FLAGS)
	cmake --build build-release -j $(JOBS) --target arbiter_bench arbiter
	build-release/arbiter_bench

# The served table's load table (docs/performance.md): M = 1 to 1,000 tables
# of five seats, the server pinned to one core, the load on another.
SERVE_TABLES ?= 1,50,200,500,1000
bench-serve: deps
	cmake -S . -B build-release -DCMAKE_BUILD_TYPE=Release $(CMAKE_FLAGS)
	cmake --build build-release -j $(JOBS) --target arbiter arbiter_serve_load
	python3 bench/serve/run.py build-release/arbiter build-release/arbiter_serve_load --tables $(SERVE_TABLES)

# The replay pages' screenshots in docs/replay.md, taken by headless Chromium.
screenshots: build
	bash tests/web/screenshots.sh $(BUILD)/arbiter

SOAK_GAMES ?= 10000
soak: build
	for g in bang thegang endgame; do $(BUILD)/arbiter soak $$g --games $(SOAK_GAMES) || exit 1; done

# Every tracked C++ file, formatted by the repository's .clang-format.
CLANG_FORMAT ?= clang-format
CXX_FILES = $(shell git ls-files '*.cpp' '*.h')

format:
	$(CLANG_FORMAT) -i $(CXX_FILES)

format-check:
	@$(CLANG_FORMAT) --dry-run --Werror $(CXX_FILES) || \
	  { echo "These files differ from .clang-format: run 'make format'" >&2; exit 1; }

# Every Lua script the engine runs, checked by luacheck (Debian's lua-check)
# with .luacheckrc: the sandbox's globals only; any warning fails.
LUA_DIRS = scripts docs/examples tests/mods

lint:
	@command -v luacheck >/dev/null 2>&1 || $(MAKE) --no-print-directory deps PACKAGES=lua-check
	luacheck --quiet --formatter plain $(LUA_DIRS)

clean:
	rm -rf $(BUILD) build-release build-asan
