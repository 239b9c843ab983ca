"""The captcha is drawn by the `captcha` library: warped characters with noise in the text's
own colour, so a colour threshold cannot strip the noise before a template match (as it
could from the former drawing: straight digits in their own colours over lighter noise).
No OCR runs here; the tests check what the library adds."""

from __future__ import annotations

import base64
import io
from typing import Any

import pytest
from captcha.image import DEFAULT_FONTS
from PIL import Image, ImageDraw, ImageFont
from simkit import Sim

from simulator.features.captcha import service

Pixel = tuple[int, int, int]
RENDERS = 20
NEAR_INK = 60  # colour distance from the darkest pixel that still counts as ink


def _luma(pixel: Pixel) -> float:
    return 0.299 * pixel[0] + 0.587 * pixel[1] + 0.114 * pixel[2]


def ink_specks(png: bytes) -> int:
    """Small blobs (1-30 pixels, 8-connected) in the colour of the darkest pixel: noise in
    the text's colour, which no colour filter can take out without taking the text too."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    width, height = image.size
    pixels: Any = image.load()
    ink = min((pixels[x, y] for x in range(width) for y in range(height)), key=_luma)

    def near(xy: tuple[int, int]) -> bool:
        return sum((a - b) ** 2 for a, b in zip(pixels[xy], ink, strict=True)) <= NEAR_INK**2

    seen: set[tuple[int, int]] = set()
    specks = 0
    for start in ((x, y) for y in range(height) for x in range(width)):
        if start in seen or not near(start):
            continue
        seen.add(start)
        stack, size = [start], 0
        while stack:
            x, y = stack.pop()
            size += 1
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    other = (x + dx, y + dy)
                    inside = 0 <= other[0] < width and 0 <= other[1] < height
                    if inside and other not in seen and near(other):
                        seen.add(other)
                        stack.append(other)
        specks += size <= 30
    return specks


def plain(answer: str) -> bytes:
    """The same digits drawn straight in the library's font, with no noise: the control."""
    image = Image.new("RGB", (service.WIDTH, service.HEIGHT), (245, 240, 235))
    font = ImageFont.truetype(DEFAULT_FONTS[0], 32)
    for index, digit in enumerate(answer):
        ImageDraw.Draw(image).text((8 + index * 27, 2), digit, font=font, fill=(60, 40, 120))
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


def test_the_noise_is_in_the_texts_colour() -> None:
    drawn = [ink_specks(service.render("4827")) for _ in range(RENDERS)]
    # The library's 30 noise dots (and its curve) leave about 17 specks per image on
    # average; the former drawing about 5, straight digits with no noise none.
    assert sum(drawn) / RENDERS >= 10, drawn
    assert ink_specks(plain("4827")) == 0


def test_every_image_differs() -> None:
    images = {service.render("4827") for _ in range(5)}
    assert len(images) == 5  # warps, positions and noise are drawn afresh each time


async def test_captcha_is_a_png_drawn_from_the_stored_answer(
    sim: Sim, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[str] = []
    generate = service._image.generate_image

    def spy(chars: str, *args: Any, **kwargs: Any) -> Image.Image:
        drawn.append(chars)
        return generate(chars, *args, **kwargs)

    monkeypatch.setattr(service._image, "generate_image", spy)
    value = await sim.value("GET", "/wps/captcha?key=spy123")
    image = Image.open(io.BytesIO(base64.b64decode(value)))
    assert image.format == "PNG" and image.size == (120, 44)
    (sent,) = await sim.control("GET", "/__sim/outbox?kind=captcha&recipient=spy123")
    assert drawn == [sent["code"]] and sent["code"].isdigit() and len(sent["code"]) == 4
