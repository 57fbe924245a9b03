# Each target creates the virtual environment on first use.
# The newest Python 3.11 or later on the machine (tools/newest-python.sh says how it is
# found); `make PYTHON=python3.12 ...` chooses another. Python 3.12 and newer get
# PySide6 6.12, 3.11 gets 6.11.3 (pyproject.toml). An existing .venv keeps its Python:
# `make clean` first to change it.
ifeq ($(origin PYTHON),undefined)
PYTHON := $(shell bash tools/newest-python.sh)
endif
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test bench lint clean package translations translations-update system-deps

# The first time takes a minute or two (Qt alone is some 250 MB to download): each step says
# what it does and pip shows its progress. The releases are the exact ones of
# constraints.txt, the ones CI tests with. (The same steps without make: tools/tasks.py.)
$(STAMP): pyproject.toml setup.py constraints.txt
	@echo "== Setting up $(VENV)/, once: a Python environment of the app's own"
	$(PYTHON) -m venv $(VENV)
	@echo "== Updating pip, the installer, in $(VENV)/"
	$(PY) -m pip install --disable-pip-version-check --upgrade pip
	@echo "== Installing the app and what it needs: PySide6 (Qt, the largest part), tomlkit,"
	@echo "   filelock, and the test tools (pytest, pytest-qt, hypothesis, ruff, mypy)"
	$(PY) -m pip install --disable-pip-version-check -c constraints.txt -e '.[test]'
	touch $(STAMP)
	@echo "== Done: everything is installed in $(VENV)/ (the next start skips this)"

# Translations: the .ts sources (resources/translations) are committed, the .qm files the
# app loads are built into the package (blocky/resources/translations).
TS_FILES := $(wildcard resources/translations/blocky_*.ts)
QM_FILES := $(patsubst resources/translations/%.ts,blocky/resources/translations/%.qm,$(TS_FILES))

translations: $(QM_FILES)

blocky/resources/translations/%.qm: resources/translations/%.ts | $(STAMP)
	@mkdir -p $(@D)
	$(VENV)/bin/pyside6-lrelease -silent -nounfinished $< -qm $@

# After changing user-visible strings (or merging a branch that did): pyside6-lupdate adds
# new ones to the .ts files as unfinished and keeps every existing translation.
translations-update: $(STAMP)
	$(PY) tools/translations.py

run: $(STAMP) translations
	$(VENV)/bin/blocky-mountains

# The system libraries Qt loads and the validators the packaging tests run (Debian/Ubuntu;
# installed when root or passwordless sudo allows, otherwise named).
system-deps:
	@bash tools/system-deps.sh

test: system-deps $(STAMP) translations
	$(PY) -m ruff check blocky tests bench tools
	$(PY) -m mypy
	$(PY) -m pytest -n auto

# Pictures of every screen, light and dark, saved to screenshots/ for people to look at.
.PHONY: screenshots
screenshots: $(STAMP) translations
	BLOCKY_SCREENSHOTS=1 $(PY) -m pytest -q -m screenshots tests/ui

bench: $(STAMP)
	$(PY) -m bench

# A self-contained one-folder build in dist/blocky-mountains/ (PyInstaller and its hooks, at
# the releases of constraints.txt, are installed into .venv for this target only), a
# start-and-quit check of the built program, the check of the systems it runs on (the glibc
# and libstdc++ symbol versions its files need, packaging/check_symbols.py), and a tarball
# to hand out (unpack it anywhere and run install.sh inside).
package: $(STAMP) translations
	$(PY) -m pip install --quiet -c constraints.txt pyinstaller pyinstaller-hooks-contrib
	rm -rf dist/blocky-mountains
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN \
		--distpath dist --workpath build/pyinstaller packaging/blocky-mountains.spec
	bash packaging/check_build.sh dist/blocky-mountains
	$(PY) packaging/check_symbols.py dist/blocky-mountains
	tar -C dist -czf dist/blocky-mountains-$$($(PY) -c 'import blocky; print(blocky.__version__)')-linux-$$(uname -m).tar.gz blocky-mountains
	@ls -sh dist/*.tar.gz

clean:
	rm -rf $(VENV) build dist *.egg-info
	rm -f blocky/resources/translations/*.qm
