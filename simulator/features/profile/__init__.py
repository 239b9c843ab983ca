"""Member-centre profile: info fields, avatars (static and uploaded)."""
