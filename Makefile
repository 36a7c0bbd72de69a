# HotMem set-up and tasks. Needs only Python >= 3.11 (with venv and pip) and make.
#   make demo   install into ./.venv and run the offline Pipecat demo
#   make test   install into ./.venv and run the whole test suite
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.hotmem-installed

.PHONY: demo test install bench bench-quick doctor clean

demo: $(STAMP)
	$(BIN)/hotmem demo

test: $(STAMP)
	$(BIN)/python -m pytest -q -p no:cacheprovider

install: $(STAMP)

bench: $(STAMP)
	$(BIN)/python -m bench

bench-quick: $(STAMP)
	$(BIN)/python -m bench --quick

doctor: $(STAMP)
	$(BIN)/hotmem doctor

$(STAMP): pyproject.toml models/manifest.toml models/install.py
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
		|| { echo "HotMem needs Python >= 3.11 (set PYTHON=python3.11)" >&2; exit 1; }
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e ".[dev]"
	$(BIN)/python models/install.py
	$(BIN)/hotmem build-cache \
		|| echo "[models] start-up cache not built: HotMem works without it, models load slower" >&2
	touch $(STAMP)

clean:
	rm -rf $(VENV) build *.egg-info
