"""Card motions every game's table animates alike, as tweens for an `Animator` step (ui/animator.py):
the deal going round the seats, cards leaving a hand and flying to their places, cards already on
the table swept on to a winner or away, turned up or over, a sprite fading out; and where a card
leaves a hand, and whose seat an engine zone is. Each game's anim.py keeps its own places and timings."""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from ui.tween import Tween, ease_out

Place = pygame.Rect | Sequence[pygame.Rect]   # one rect for every card, or one per card


def centred(size: tuple[int, int], centre) -> pygame.Rect:
    """A card-sized rect (`size`) centred at `centre`."""
    rect = pygame.Rect(0, 0, *size)
    rect.center = centre
    return rect


def _nth(place: Place, i: int) -> pygame.Rect:
    return place if isinstance(place, pygame.Rect) else place[i]


def deal_round(layout, anim, origin: pygame.Rect, seats: Sequence[int], rounds: int,
               land: Callable[[int, int], pygame.Rect], seconds: float, card_gap: float, seat_gap: float,
               then: Sequence[tuple[pygame.Rect, float, float]] = ()) -> None:
    """The deal: face-down cards from `origin` round `seats`, `rounds` times, the k-th card of a seat
    landing at `land(seat, k)` after `seconds`, `card_gap` s after the round before and `seat_gap` s
    after the seat before it; `then`: more (target, seconds, delay) flights after the round (the
    widow, the pool). `layout.dealing` is True until they have landed; then the sprites vanish."""
    flights = [(land(seat, k), seconds, k * card_gap + i * seat_gap)
               for k in range(rounds) for i, seat in enumerate(seats)] + list(then)
    sprites: list = []

    def make() -> list[Tween]:
        sprites.extend(anim.card(None, origin, face_up=False) for _ in flights)
        return [sprite.move_to(target, duration, delay=delay)
                for sprite, (target, duration, delay) in zip(sprites, flights)]

    def landed() -> None:
        vanish(sprites)
        layout.dealing = False

    layout.dealing = True
    anim.then(make, on_end=landed)


def land_in_hand(g, size: tuple[int, int] | None = None, left: int = 0, step: int = 0, top: int = 0,
                 own: bool = True) -> Callable[[int, int], pygame.Rect]:
    """The `land` of a deal: every seat's cards go to its hand anchor (`g.hand_anchor`), except with
    `size` the viewer's (at the bottom, when `own`): the k-th to its place in a row across the hand
    area, `left` + k·`step` px from its left edge and `top` px below its top."""
    def land(seat: int, k: int) -> pygame.Rect:
        if size is not None and own and seat == g.bottom:
            return pygame.Rect(g.hand_area.x + left + k * step, g.hand_area.y + top, *size)
        return g.hand_anchor(seat)

    return land


def seat_of(zone: str) -> int | None:
    """The seat an engine zone belongs to ("hand:2", "tricks:2" -> 2), None for the table's own
    ("pile", "dead", "plaza:S")."""
    rest = zone.rpartition(":")[2]
    return int(rest) if rest.isdigit() else None


def leaving(g, seat: int, hand: Sequence, card) -> pygame.Rect:
    """Where `card` leaves `seat`'s hand: its place in the viewer's fan (`hand`, the fan's cards in
    order: empty for a seat that is not the viewer's), else the seat's hand anchor."""
    if card is not None and card in hand:
        return g.hand_rects(len(hand))[list(hand).index(card)]
    return g.hand_anchor(seat)


def leave_hand(anim, seat: int, cards: Sequence) -> None:
    """`cards` leave `seat`'s hand: the hand is drawn without them while sprites carry them."""
    anim.suppress(f"hand:{seat}", len(cards))
    anim.flying_cards.update(card for card in cards if card is not None)


def fly(anim, cards: Sequence, start: Place, end: Place, seconds: float, stagger: float = 0.0, *,
        face_up: bool = True, delay: float = 0.0, keep: dict | list | None = None) -> list[Tween]:
    """New sprites for `cards` fly from `start` to `end`, one `stagger` s after another (after
    `delay`), face up when `face_up` (an unknown card, None, always as a back); `keep` (a dict card
    -> sprite, or a list) notes them for a later step to move on. Returns the tweens."""
    tweens = []
    for i, card in enumerate(cards):
        sprite = anim.card(card, _nth(start, i), face_up=face_up and card is not None)
        if isinstance(keep, list):
            keep.append(sprite)
        elif keep is not None and card is not None:
            keep[card] = sprite
        tweens.append(sprite.move_to(_nth(end, i), seconds, delay=delay + i * stagger))
    return tweens


def sweep(sprites: Sequence, end: Place, seconds: float, stagger: float = 0.0, *, delay: float = 0.0,
          face_down: bool = False) -> list[Tween]:
    """Sprites already on the table move on to `end`, `stagger` s apart after `delay` (a None, a
    card no sprite stands for, keeps its place in the stagger), turning face down on the way when
    `face_down`."""
    tweens = []
    for i, sprite in enumerate(sprites):
        if sprite is None:
            continue
        tweens.append(sprite.move_to(_nth(end, i), seconds, delay=delay + i * stagger))
        if face_down:
            tweens.append(sprite.flip(seconds, delay=delay + i * stagger, to_face_up=False))
    return tweens


def turn_over(sprites: Sequence, seconds: float, stagger: float = 0.0) -> list[Tween]:
    """The face-down ones of `sprites` turn face up where they lie, `stagger` s apart (the reveal)."""
    return [sprite.flip(seconds, delay=i * stagger) for i, sprite in enumerate(sprites)
            if sprite is not None and not sprite.face_up]


def turn_up(anim, card, start: pygame.Rect, end: pygame.Rect, seconds: float, flip: float,
            flip_delay: float):
    """`card` leaves `start` face down and turns face up on its way to `end` (a pool's or deck's
    card turned, a card drawn for the lead). Returns (its sprite, the tweens)."""
    sprite = anim.card(card, start, face_up=False)
    return sprite, [sprite.move_to(end, seconds), sprite.flip(flip, delay=flip_delay)]


def standing(anim, sprites: dict, card, rect: pygame.Rect | None, face_up: bool = True):
    """The sprite `sprites` (card -> sprite) notes for `card`; else, given its `rect` in the drawn
    view, a new sprite put up there (and noted) to move it on; else None."""
    sprite = sprites.get(card)
    if sprite is None and rect is not None:
        sprite = sprites[card] = anim.card(card, rect, face_up=face_up)
    return sprite


def on_table(anim, card):
    """The visible sprite carrying `card`, or None."""
    return next((sprite for sprite in anim.cards if sprite.card == card and sprite.visible), None)


def vanish(sprites) -> None:
    """Sprites whose cards the drawn view shows from now on (landed in a pile, or gone)."""
    for sprite in sprites:
        if sprite is not None:
            sprite.visible = False


def fade(sprite, seconds: float) -> Tween:
    """`sprite` fading out (a card leaving the table)."""
    def set_(t: float) -> None:
        sprite.alpha = int(255 * (1 - t))

    return Tween(seconds, set_, ease_out)


def field_sprites(anim, landed: Sequence, shown: Sequence, slots: Sequence[pygame.Rect]) -> list:
    """The sprites of the cards on the field, to be swept away: those this action's plays put there
    (`landed`), else the drawn view's top play (`shown` at its `slots`) put up as sprites."""
    return list(landed) or [anim.card(card, rect, face_up=True) for card, rect in zip(shown, slots)]
