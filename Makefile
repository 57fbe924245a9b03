# Each target creates the virtual environment on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test bench lint clean package

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(VENV)/bin/blocky-mountains

test: $(STAMP)
	$(PY) -m ruff check blocky tests bench
	$(PY) -m mypy
	$(PY) -m pytest

bench: $(STAMP)
	$(PY) -m bench

clean:
	rm -rf $(VENV) build dist *.egg-info
