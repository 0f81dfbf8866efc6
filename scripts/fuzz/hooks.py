"""Schemathesis hooks for ExpertBridge's contract fuzzing (loaded through SCHEMATHESIS_HOOKS by scripts/fuzz.mjs).

The contract promises one error body for every refusal: `{ "error": { "code", "message" } }`. Schemathesis checks
a 4xx body against the schema the contract declares for that status; this check also holds the shape when the
status is one the operation does not declare, so that a refusal from outside the routes (the router, Node's HTTP
parser, a proxy in front) is caught too.
"""

import json

import schemathesis


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
