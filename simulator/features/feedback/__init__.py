"""Feedback: what members send (question type, content, contact, images), read by QA."""
