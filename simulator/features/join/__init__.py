"""The agent and affiliate programme's application form, read by QA."""
