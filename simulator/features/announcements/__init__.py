"""Announcements: banners, player notices, pop-ups, promotion notices and the home marquee,
on the simulator clock."""
