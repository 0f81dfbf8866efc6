"""Schemathesis hooks for ExpertBridge's contract fuzzing (loaded through SCHEMATHESIS_HOOKS by scripts/fuzz.mjs).

The contract promises one error body for every refusal: `{ "error": { "code", "message" } }`. Schemathesis checks
a 4xx body against the schema the contract declares for that status; `error_body_on_4xx` also holds the shape when
the status is one the operation does not declare, so that a refusal from outside the routes (the router, Node's HTTP
parser, a proxy in front) is caught too.

Some of what a request needs to pass cannot be said in a schema: an expert id that exists, a start time the expert
has free, an e-mail no account has yet, a category that exists, a Stripe signature over the very bytes sent, and
the ids of the payment chain (a booking of the user's own with its price, its payment intent, the charged intent).
`before_call` supplies those to the requests Schemathesis generates as valid (its positive cases), from the pass's
context file (EB_FUZZ_CONTEXT, written by scripts/fuzz.mjs: the API's URL, the signed-in user, the approved
experts, the categories, the sandbox's webhook secret); the invalid (negative) cases go out as generated.
`after_call` counts every answer by operation, phase, kind of case and status, into the context's `stats` file.
"""

import atexit
import hashlib
import hmac
import itertools
import json
import os
import re
import time
from collections import defaultdict

import requests
import schemathesis
from schemathesis.generation import GenerationMode


@schemathesis.check
def error_body_on_4xx(ctx, response, case):
    if not 400 <= response.status_code < 500:
        return None
    content_type = response.headers.get("content-type", [""])
    if isinstance(content_type, list):
        content_type = content_type[0] if content_type else ""
    if not content_type.startswith("application/json"):
        raise AssertionError(
            f"{response.status_code} answered with Content-Type {content_type!r}, not the JSON error body"
        )
    try:
        body = json.loads(response.content)
    except ValueError as error:
        raise AssertionError(f"{response.status_code} answered with a body that is not JSON: {error}") from None
    error = body.get("error") if isinstance(body, dict) else None
    if not (
        isinstance(error, dict) and isinstance(error.get("code"), str) and isinstance(error.get("message"), str)
    ):
        raise AssertionError(
            f'{response.status_code} answered without {{ "error": {{ "code", "message" }} }}: {body!r:.200}'
        )
    return None


def _load_context():
    path = os.environ.get("EB_FUZZ_CONTEXT")
    if not path:
        return None
    with open(path, encoding="utf-8") as file:
        return json.load(file)


CONTEXT = _load_context()
# One counter for the whole pass: each valid booking, sign-up and webhook gets values no earlier one had.
_sequence = itertools.count(1)
# A 1×1 PNG: a profile photo the server decodes and accepts.
PHOTO = (
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
)
EMAIL_LOCAL = re.compile(r"^[^@]+")


def _is_positive(case):
    meta = case.meta
    return meta is not None and meta.generation.mode == GenerationMode.POSITIVE


def _api(method, path, **kwargs):
    headers = {"Origin": CONTEXT["url"], **kwargs.pop("headers", {})}
    if CONTEXT.get("session"):
        headers["Cookie"] = f"eb_session={CONTEXT['session']}"
    return requests.request(method, f"{CONTEXT['url']}{path}", headers=headers, timeout=30, **kwargs)


def _expert(index):
    """An approved expert the signed-in user may book (never their own profile)."""
    experts = [expert for expert in CONTEXT["experts"] if expert["userId"] != CONTEXT.get("userId")]
    return experts[index % len(experts)] if experts else None


def _free_slot(expert_id, duration, index):
    """A start time the expert has free now, for a booking of `duration` minutes (None when there is none)."""
    response = _api("GET", f"/api/experts/{expert_id}/availability", params={"duration": duration})
    if response.status_code != 200:
        return None
    slots = response.json()["slots"]
    return slots[index % len(slots)]["startsAt"] if slots else None


def _unique_email(email, n):
    """The generated address with a prefix no earlier request of any pass used (the local part within 64 characters).

    The passes share one API and one seed, so they generate the same addresses: the pass's role is in the prefix.
    """
    prefix = f"{CONTEXT.get('role', 'x')[:3]}{n}x".replace("-", "")
    if not isinstance(email, str) or "@" not in email:
        return f"{prefix}@example.com"
    return EMAIL_LOCAL.sub(lambda match: f"{prefix}{match.group(0)}"[:64].rstrip("."), email, count=1)


def _bookable(body, n, *, amounts):
    """Points a booking at a real expert and one of their free start times; amounts the server would refuse go."""
    expert = _expert(n)
    if expert is None:
        return
    body["expertId"] = expert["id"]
    duration = body.get("duration") if body.get("duration") in (30, 60, 90, 120) else 60
    slot = _free_slot(expert["id"], duration, n)
    if slot is not None:
        body["scheduledAt"] = slot
    if amounts:
        if body.get("totalAmount") == 0 and duration == 30:
            # The chat-start Quick Consultation: free, so its fee and share are 0 too.
            for key in ("platformFee", "expertAmount"):
                if key in body:
                    body[key] = 0
        else:
            # Optional, and only accepted when equal to the server's price from the expert's rate.
            for key in ("totalAmount", "platformFee", "expertAmount"):
                body.pop(key, None)
        if "clientId" in body and CONTEXT.get("userId"):
            body["clientId"] = CONTEXT["userId"]


def _fix_booking(case, n):
    if isinstance(case.body, dict):
        _bookable(case.body, n, amounts=True)


def _fix_widget_booking(case, n):
    if not isinstance(case.body, dict):
        return
    _bookable(case.body, n, amounts=False)
    guest = case.body.get("guest")
    if isinstance(guest, dict):
        guest["email"] = _unique_email(guest.get("email"), n)


def _fix_registration(case, n):
    if isinstance(case.body, dict):
        case.body["email"] = _unique_email(case.body.get("email"), n)


def _fix_profile(case, n):
    body = case.body
    if not isinstance(body, dict):
        return
    if CONTEXT["categories"]:
        body["categoryId"] = CONTEXT["categories"][n % len(CONTEXT["categories"])]
    if "userId" in body and CONTEXT.get("userId"):
        body["userId"] = CONTEXT["userId"]
    # The pattern says a data: URL; whether its bytes are a PNG, JPEG or WebP image the server finds out.
    if isinstance(body.get("profileImageUrl"), str) and body["profileImageUrl"]:
        body["profileImageUrl"] = PHOTO


def _fix_stripe_webhook(case, n):
    """A Stripe event signed with the sandbox's secret, as Stripe signs a delivery: HMAC-SHA256 of `t.body`."""
    secret = CONTEXT.get("webhookSecret")
    if not secret or not isinstance(case.body, dict):
        return
    case.body.setdefault("id", f"evt_fuzz_{n}")
    case.body.setdefault("type", "payment_intent.created")
    case.body.setdefault("data", {"object": {"id": f"pi_fuzz_{n}", "object": "payment_intent"}})
    # What requests sends for `json=`: json.dumps with its defaults.
    payload = json.dumps(case.body, allow_nan=False)
    timestamp = int(time.time())
    signature = hmac.new(secret.encode(), f"{timestamp}.{payload}".encode(), hashlib.sha256).hexdigest()
    case.headers = {**(case.headers or {}), "Stripe-Signature": f"t={timestamp},v1={signature}"}


# The payment chain (booking → payment intent → test card → process-payment) as this pass's user walked it: the ids
# answered so far, newest last, so that a valid request of the next step pays for a booking the user really has.
# Schemathesis follows the contract's links too, but a link's values are used by chance (less and less once early
# uses fail), and a payment step with a generated id is only ever a 404.
CHAIN = {"booked": [], "intents": [], "charged": []}
TEST_CARD = {"cardNumber": "4242 4242 4242 4242", "expiry": "12/40", "cvc": "123"}


def _fix_payment_intent(case, n):
    body = case.body
    if not isinstance(body, dict) or not CHAIN["booked"]:
        return
    known = dict(CHAIN["booked"])
    if body.get("consultationId") not in known:
        body["consultationId"] = CHAIN["booked"][-1][0]
    body["amount"] = known[body["consultationId"]]


def _fix_test_card(case, n):
    body = case.body
    if not isinstance(body, dict) or not CHAIN["intents"]:
        return
    if body.get("paymentIntentId") not in {intent for _, intent in CHAIN["intents"]}:
        body["paymentIntentId"] = CHAIN["intents"][-1][1]
    body.update(TEST_CARD)


def _fix_process_payment(case, n):
    body = case.body
    if not isinstance(body, dict) or not CHAIN["charged"]:
        return
    if (body.get("consultationId"), body.get("paymentIntentId")) not in CHAIN["charged"]:
        body["consultationId"], body["paymentIntentId"] = CHAIN["charged"][-1]


def _remember(label, case, response):
    """Keeps the ids a successful step of the payment chain answered, for the next step's valid requests."""
    if response.status_code not in (200, 201):
        return
    try:
        answer = json.loads(response.content)
    except ValueError:
        return
    if not isinstance(answer, dict):
        return
    total = answer.get("totalAmount")
    if label == "POST /api/consultations" and answer.get("status") == "pending_payment" and isinstance(total, dict):
        CHAIN["booked"].append((answer.get("id"), total.get("amount")))
    elif label == "POST /api/create-payment-intent" and isinstance(case.body, dict):
        CHAIN["intents"].append((case.body.get("consultationId"), answer.get("paymentIntentId")))
    elif label == "POST /api/payments/sandbox/confirm":
        CHAIN["charged"].append((answer.get("consultationId"), answer.get("paymentIntentId")))
    for key in CHAIN:
        del CHAIN[key][:-20]


FIXES = {
    "POST /api/create-payment-intent": _fix_payment_intent,
    "POST /api/payments/sandbox/confirm": _fix_test_card,
    "POST /api/process-payment": _fix_process_payment,
    "POST /api/consultations": _fix_booking,
    "POST /api/widget/bookings": _fix_widget_booking,
    "POST /api/auth/email/register": _fix_registration,
    "PUT /api/experts/my-profile": _fix_profile,
    "PUT /api/experts/profile/me": _fix_profile,
    "POST /api/webhooks/stripe": _fix_stripe_webhook,
}


def _fresh_idempotency_key(case, n):
    """A key of its own for each valid request: a key seen before with another body is 409 by design."""
    headers = case.headers or {}
    for name in list(headers):
        if name.lower() == "idempotency-key" and isinstance(headers[name], str):
            headers[name] = f"fuzz-{n}-{headers[name]}"[:255]


@schemathesis.hook
def before_call(context, case, kwargs):
    if CONTEXT is None or not CONTEXT.get("realData") or not _is_positive(case):
        return
    n = next(_sequence)
    fix = FIXES.get(case.operation.label)
    if fix is not None:
        fix(case, n)
    # Every operation that takes one (bookings, payments, the card form): generated keys repeat across cases.
    _fresh_idempotency_key(case, n)


# label -> phase -> "positive"/"negative" -> status (with the error code of a 4xx: "409 slot_taken") -> count
STATS = defaultdict(lambda: defaultdict(lambda: defaultdict(lambda: defaultdict(int))))


def _outcome(response):
    status = str(response.status_code)
    if 400 <= response.status_code < 500:
        try:
            return f"{status} {json.loads(response.content)['error']['code']}"
        except (ValueError, KeyError, TypeError):
            pass
    return status


@schemathesis.hook
def after_call(context, case, response):
    meta = case.meta
    phase = meta.phase.name.value if meta is not None else "unknown"
    mode = meta.generation.mode.value if meta is not None else "unknown"
    STATS[case.operation.label][phase][mode][_outcome(response)] += 1
    if CONTEXT is not None and CONTEXT.get("realData"):
        _remember(case.operation.label, case, response)


@atexit.register
def _write_stats():
    if CONTEXT is not None and CONTEXT.get("stats"):
        with open(CONTEXT["stats"], "w", encoding="utf-8") as file:
            json.dump(STATS, file)
