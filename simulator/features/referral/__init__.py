"""Referral: each member's code and link, their invitees, and the inviter's reward once an
invitee qualifies."""
