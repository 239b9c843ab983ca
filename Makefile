# Two commands matter: `make run` and `make test`. Both install what is missing first.
SHELL := /bin/bash
PYTHON ?= python3.11
VENV := .venv
PY := $(VENV)/bin/python
WEB := web
STAMP_PY := $(VENV)/.installed
STAMP_WEB := $(WEB)/node_modules/.installed
WEB_SOURCES := $(shell find $(WEB)/src $(WEB)/public -type f 2>/dev/null) $(wildcard $(WEB)/index.html $(WEB)/vite.config.* $(WEB)/tsconfig*.json)

.PHONY: run test install build lint lint-python lint-web lint-eslint lint-tsc lock test-python test-web test-e2e bench-quick bytecode openapi clean

run: install build
	@scripts/run.sh

# What needs only one of the installs starts as soon as that one is done: mypy and ruff while
# npm ci is still fetching, ESLint beside the build. The suites then run one after the other,
# each with both cores.
test:
	@$(MAKE) --no-print-directory -j3 build lint-python lint-eslint bytecode
	@$(MAKE) --no-print-directory lint-tsc test-web test-python bench-quick test-e2e

# The Python and the web installs side by side: each spends much of its time waiting on the
# registry and the disk.
install:
	@$(MAKE) --no-print-directory -j2 $(STAMP_PY) $(STAMP_WEB)

# Every Python package, transitive ones too, at the version and hash of requirements.lock;
# then the project itself, without resolving anything again (docs/development.md). uv installs
# them (pinned here, itself installed by pip): a fresh venv in about 10 s where pip takes 35.
UV_VERSION := 0.13.9
UV := $(VENV)/bin/uv
$(STAMP_PY): requirements.lock pyproject.toml
	@command -v $(PYTHON) >/dev/null || { echo "Python 3.11 is needed ($(PYTHON) not found)"; exit 1; }
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	@$(UV) --version 2>/dev/null | grep -qx "uv $(UV_VERSION)" \
	  || $(PY) -m pip install --quiet --disable-pip-version-check uv==$(UV_VERSION)
	$(UV) pip install --quiet --python $(PY) --compile-bytecode -r requirements.lock
	$(UV) pip install --quiet --python $(PY) --compile-bytecode --no-deps -e .
	@touch $@

# After changing a dependency in pyproject.toml: pins what changed, keeps every other pin.
# `make lock UPGRADE=1` moves every transitive pin to the newest allowed release.
lock: $(STAMP_PY)
	CUSTOM_COMPILE_COMMAND="make lock" $(VENV)/bin/pip-compile --quiet --extra dev \
	  --strip-extras --allow-unsafe --generate-hashes --no-emit-index-url --no-emit-find-links \
	  $(if $(UPGRADE),--upgrade) --output-file requirements.lock pyproject.toml

$(STAMP_WEB): $(WEB)/package.json $(WEB)/package-lock.json
	cd $(WEB) && npm ci --no-audit --no-fund
	@touch $@

build: $(WEB)/dist/index.html

$(WEB)/dist/index.html: $(STAMP_WEB) $(WEB_SOURCES)
	cd $(WEB) && npm run build

lint: lint-python lint-web

lint-python: $(STAMP_PY)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

lint-web: lint-eslint lint-tsc

lint-eslint: $(STAMP_WEB)
	cd $(WEB) && npm run lint

# tsc keeps what it checked in node_modules/.tmp: after `make build` it checks only what changed.
# The generated API types must match docs/api/openapi.json.
lint-tsc: $(STAMP_WEB)
	cd $(WEB) && npm run typecheck
	cd $(WEB) && npm run check:api

test-web: $(STAMP_WEB)
	cd $(WEB) && npm test

# Python suites: simulator units and scenarios, BFF against an in-process simulator,
# Redis-backed sessions (127.0.0.1:6379). One pytest-xdist worker per core; tests share
# nothing across workers (free ports, a Redis key prefix per test).
test-python: $(STAMP_PY) bytecode
	$(VENV)/bin/pytest -q -n auto --dist worksteal

# What the BFF adds to plain aiohttp, and game search through it against the simulator
# directly (docs/performance.md), in short runs: fails when a throughput ratio is below its
# floor (0.7; lower for the pairs not yet at their targets; the targets are for the full runs).
# Alone on the machine, between the suites, so that no other work weighs on one side of a pair.
bench-quick: $(STAMP_PY) bytecode
	$(PY) bench/bff.py --quick
	$(PY) bench/games.py --quick

# The real stack (simulator and BFF processes) driven through Debian's Chromium headless shell
# (docs/adr/0005-e2e-headless-shell.md): two workers, each with its own stack on free ports.
test-e2e: install build bytecode
	@scripts/ensure-chromium.sh
	$(VENV)/bin/pytest -q -n 2 tests/e2e

# The suites start the simulator and the BFF as processes dozens of times; compiled once here,
# each start reads the bytecode (about 0.3 s less per start where PYTHONDONTWRITEBYTECODE
# keeps Python from writing it itself).
bytecode: $(STAMP_PY)
	@$(PY) -m compileall -q bff simulator bench

openapi: $(STAMP_PY) $(STAMP_WEB)
	$(PY) -m bff openapi docs/api/openapi.json
	cd $(WEB) && npm run gen:api

clean:
	rm -rf $(VENV) $(WEB)/node_modules $(WEB)/dist var
