# One command runs the product, one command passes the tests; both install what they need.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: install run test test-long test-corpus reliability fuzz bench lint typecheck format lock clean eval-safety eval-safety-tune eval-expression eval-expression-tune train-safety-reader keep-safety-reader

$(STAMP): requirements-dev.lock pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Python >= 3.11 is required"'
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.lock
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e .
	touch $(STAMP)

install: $(STAMP)

## run: prepare secrets + database, start all five services on 127.0.0.1:8700-8704
run: install
	$(BIN)/dualcoach up

## lint: ruff (lint + format check), mypy and the import contracts (.importlinter)
lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports

## test: lint, then the whole pytest suite on a real PostgreSQL, in TEST_WORKERS processes
# Most tests wait on sockets and subprocesses, so three workers beat two on two cores.
TEST_WORKERS ?= 3
test: lint
	$(BIN)/pytest -n $(TEST_WORKERS)

## test-long: end-to-end runs too slow for make test (CI runs it after make test)
test-long: install
	$(BIN)/pytest -n 2 -m long

## test-corpus: the safety classifier deciding every labelled case (~23,000) against its pin;
## make test decides a sample of every half (CI runs this after make test). One process: the
## decisions are one module fixture, which two workers would each compute in full; the fixture
## (~2 min on a quiet machine) counts against its first test's timeout, hence the longer one.
test-corpus: install
	$(BIN)/pytest -n 0 --timeout=1200 -m corpus tests/checkin/test_safety_corpus.py

## reliability: the fault suite (tests/reliability: processes SIGKILLed, the database stopped,
## request storms); each test prints its figures. CI runs it after make test-long.
# One worker: the tests kill and time processes, and two pilots side by side on two cores
# would mostly measure each other.
reliability: install
	$(BIN)/pytest -m reliability tests/reliability

## fuzz: schemathesis against all five services' OpenAPI with signed requests (zero 5xx, zero
## responses outside the documented schema); prints requests sent and failures per service.
## CI runs it after make reliability. The quick security probes run in make test.
# -s: the sweep's figures are its output. One process: the sweep itself is one test.
fuzz: install
	$(BIN)/pytest -m fuzz -s tests/security

## bench: the hot paths and the pilot's growth, each as a ratio to a bare FastAPI + psycopg
## INSERT endpoint measured in the same run (bench/run.py; docs/performance.md). Not part of
## make test. BENCH_CUSTOMERS=10,100,1000 adds the 1,000-customer pilot.
BENCH_CUSTOMERS ?= 10,100
BENCH_PILOT_DAYS ?= 28
BENCH_ROUNDS ?= 3
BENCH_REGISTERED ?= 40
BENCH_REGISTRY ?= 1000
bench: install
	$(BIN)/python bench/run.py --customers $(BENCH_CUSTOMERS) --pilot-days $(BENCH_PILOT_DAYS) \
		--rounds $(BENCH_ROUNDS) --registered $(BENCH_REGISTERED) --registry $(BENCH_REGISTRY)

## eval-safety: the S1-S6 classifier on its corpora: tune, check and a hundred and nine fresh batches (fresh- to fresh109-), every miss
eval-safety: install
	$(BIN)/python -m tests.evaluation.safety --report-only

## eval-safety-tune: the tune halves only (tune, fresh-tune .. fresh109-tune; held-out halves never decided), for rule work
eval-safety-tune: install
	$(BIN)/python -m tests.evaluation.safety --half tune --half fresh-tune --half fresh2-tune \
		--half fresh3-tune --half fresh4-tune --half fresh5-tune \
		--half fresh6-tune --half fresh7-tune --half fresh8-tune --half fresh9-tune \
		--half fresh10-tune --half fresh11-tune --half fresh12-tune \
		--half fresh13-tune --half fresh14-tune --half fresh15-tune \
		--half fresh16-tune --half fresh17-tune --half fresh18-tune \
		--half fresh19-tune --half fresh20-tune --half fresh21-tune \
		--half fresh22-tune --half fresh23-tune --half fresh24-tune \
		--half fresh25-tune --half fresh26-tune \
		--half fresh27-tune --half fresh28-tune --half fresh29-tune \
		--half fresh30-tune --half fresh31-tune --half fresh32-tune \
		--half fresh33-tune --half fresh34-tune --half fresh35-tune \
		--half fresh36-tune --half fresh37-tune \
		--half fresh38-tune --half fresh39-tune \
		--half fresh40-tune --half fresh41-tune \
		--half fresh42-tune --half fresh43-tune \
		--half fresh44-tune --half fresh45-tune \
		--half fresh46-tune --half fresh47-tune \
		--half fresh48-tune --half fresh49-tune \
		--half fresh50-tune --half fresh51-tune \
		--half fresh52-tune --half fresh53-tune \
		--half fresh54-tune --half fresh55-tune \
		--half fresh56-tune --half fresh57-tune \
		--half fresh58-tune --half fresh59-tune \
		--half fresh60-tune --half fresh61-tune \
		--half fresh62-tune --half fresh63-tune \
		--half fresh64-tune --half fresh65-tune \
		--half fresh66-tune --half fresh67-tune \
		--half fresh68-tune --half fresh69-tune \
		--half fresh70-tune --half fresh71-tune \
		--half fresh72-tune --half fresh73-tune \
		--half fresh74-tune --half fresh75-tune \
		--half fresh76-tune --half fresh77-tune \
		--half fresh78-tune --half fresh79-tune \
		--half fresh80-tune --half fresh81-tune \
		--half fresh82-tune --half fresh83-tune \
		--half fresh84-tune --half fresh85-tune \
		--half fresh86-tune --half fresh87-tune \
		--half fresh88-tune --half fresh89-tune \
		--half fresh90-tune --half fresh91-tune --half fresh92-tune --half fresh93-tune --half fresh94-tune \
		--half fresh95-tune \
		--half fresh96-tune \
		--half fresh97-tune \
		--half fresh98-tune \
		--half fresh99-tune \
		--half fresh100-tune \
		--half fresh101-tune \
		--half fresh102-tune \
		--half fresh103-tune \
		--half fresh104-tune \
		--half fresh105-tune \
		--half fresh106-tune \
		--half fresh107-tune \
		--half fresh108-tune \
		--half fresh109-tune --report-only

## keep-safety-reader: the keep rule with each fresh batch left out whole (ADR 0084, round 17): every
## risky text of a left-out tune half the rules plus PREVIOUS's recipe hold, CANDIDATE's must hold
CANDIDATE ?= services/checkin/safety/learned_reader.json.gz
keep-safety-reader: install
	$(BIN)/python -m tests.evaluation.keep_safety_reader --candidate $(CANDIDATE) --previous $(PREVIOUS)

## eval-expression: the prose validator on its corpora (tune, check and a hundred and seventeen fresh batches' halves), every wrong decision
eval-expression: install
	$(BIN)/python -m tests.evaluation.expression --report-only

## eval-expression-tune: the tunable halves only (tune, fresh-tune .. fresh117-tune; held-out halves never decided), for rule work
eval-expression-tune: install
	$(BIN)/python -m tests.evaluation.expression --tunable --report-only

## train-safety-reader: refit the safety classifier's learned reader on the tune halves (ADR 0084)
train-safety-reader: install
	$(BIN)/python -m tests.evaluation.train_safety_reader

format: install
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

## lock: re-resolve exact versions after changing dependencies in pyproject.toml
lock: install
	$(BIN)/pip-compile --quiet --strip-extras --allow-unsafe -o requirements.lock pyproject.toml
	$(BIN)/pip-compile --quiet --strip-extras --allow-unsafe --extra dev -o requirements-dev.lock pyproject.toml

clean:
	rm -rf $(VENV) build *.egg-info
