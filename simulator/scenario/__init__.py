"""Scenario files (fixtures/scenarios/*.yaml): readable step lists that drive the site and
the simulator and check what happened. docs/qa.md, "Writing a scenario", is the guide."""
