# The two commands of the README's quick start; everything else is `swift build` / `swift test`.
.PHONY: demo test
demo:
	bash scripts/demo.sh
test:
	bash scripts/test.sh
