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

# A self-contained one-folder build in dist/blocky-mountains/ (PyInstaller is installed into
# .venv for this target only), a start-and-quit check of the built program, and a tarball
# to hand out (unpack it anywhere and run install.sh inside).
package: $(STAMP)
	$(PY) -m pip install --quiet 'pyinstaller==6.22.3'
	rm -rf dist/blocky-mountains
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN \
		--distpath dist --workpath build/pyinstaller packaging/blocky-mountains.spec
	bash packaging/check_build.sh dist/blocky-mountains
	tar -C dist -czf dist/blocky-mountains-$$($(PY) -c 'import blocky; print(blocky.__version__)')-linux-$$(uname -m).tar.gz blocky-mountains
	@ls -sh dist/*.tar.gz

clean:
	rm -rf $(VENV) build dist *.egg-info
