"""Issue 4 sign-up paths: mobile register, register SMS, affiliate check, first login."""
