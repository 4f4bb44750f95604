"""Weights of ``bid_model``'s models by kind and player count. Written by ``python -m lab
fit``; do not edit by hand: refit with the command recorded beside each entry."""

from typing import Any

WEIGHTS: dict[str, dict[str, dict[str, Any]]] = {
    "bid": {
        "3": {
            "features": [
                "constant",
                "margin",
                "margin_above",
                "level",
                "contested",
                "marriages"
            ],
            "made_by": "python -m lab fit bid --preset classic --deals 7000 --seed 2 --jobs 2 --score relative",
            "rows": 5164,
            "spread": 135.372,
            "weights": [
                -30.818739,
                0.173677,
                0.706698,
                1.605674,
                32.180507,
                -18.475905
            ]
        }
    },
    "take": {
        "3": {
            "features": [
                "constant",
                "value",
                "marriages",
                "marriage_sum",
                "marriage_max",
                "marriage_sum_no_entry",
                "aces",
                "tens",
                "ace_tens",
                "points",
                "masters",
                "longest",
                "trump_length",
                "half_marriages"
            ],
            "made_by": "python -m lab fit take --preset classic --deals 30000 --seed 1 --jobs 2",
            "rows": 24233,
            "spread": 49.837,
            "weights": [
                -12.256811,
                0.100644,
                12.988013,
                0.316613,
                0.493397,
                -0.344359,
                11.748374,
                -0.194141,
                4.634194,
                0.580787,
                2.075741,
                4.845746,
                2.784984,
                4.035251
            ]
        }
    }
}
