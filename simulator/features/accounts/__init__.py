"""Sign-up paths: mobile register, register SMS, affiliate check, first login."""
