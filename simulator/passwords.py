"""Argon2id password hashes; the cost comes from settings so tests stay fast."""

from __future__ import annotations

import asyncio

from argon2 import PasswordHasher, Type
from argon2.exceptions import InvalidHashError, VerificationError
from argon2.low_level import hash_secret

SALT_BYTES = 16


class Passwords:
    def __init__(self, time_cost: int, memory_kib: int) -> None:
        self._hasher = PasswordHasher(time_cost=time_cost, memory_cost=memory_kib, parallelism=1)

    def hash(self, password: str, salt: bytes | None = None) -> str:
        """A fresh hash; a given salt (seeded worlds) makes the result reproducible."""
        if salt is None:
            return self._hasher.hash(password)
        p = self._hasher
        return hash_secret(
            password.encode(),
            salt,
            time_cost=p.time_cost,
            memory_cost=p.memory_cost,
            parallelism=p.parallelism,
            hash_len=p.hash_len,
            type=Type.ID,
        ).decode("ascii")

    def verify(self, encoded: str, password: str) -> bool:
        try:
            return self._hasher.verify(encoded, password)
        except (VerificationError, InvalidHashError):
            return False

    async def hash_async(self, password: str) -> str:
        return await asyncio.get_running_loop().run_in_executor(None, self.hash, password)

    async def verify_async(self, encoded: str, password: str) -> bool:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(None, self.verify, encoded, password)
