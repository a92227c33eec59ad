"""The lexical side's ranking as one SQL statement over every matching chunk (the weights summed
per chunk, then ts_rank_cd, then the id): what `lexical.candidate_ids` must return on
PostgreSQL, however it gets there."""

from __future__ import annotations

from sqlalchemy import text

from app.services.assistant.retrieval import lexical


def ranked_in_full(db, weights: dict[str, float], product: str = "hotel", tenant: str | None = None,
                   limit: int | None = None) -> list[int]:
    """Every chunk of the scope that matches any term, ranked in one statement."""
    scope = "c.tenant IS NULL" if tenant is None else "(c.tenant = :tenant OR c.tenant IS NULL)"
    params = {"product": product, "tenant": tenant, "query": " | ".join(weights),
              "limit": limit or lexical.CANDIDATES}
    weighted = []
    for i, (term, weight) in enumerate(weights.items()):
        params[f"t{i}"], params[f"w{i}"] = term, weight
        weighted.append(f"CASE WHEN c.search_vector @@ to_tsquery('simple', :t{i}) "
                        f"THEN CAST(:w{i} AS float) ELSE 0 END")
    return list(db.session.scalars(text(
        "SELECT c.id FROM knowledge_chunks c, to_tsquery('simple', :query) q "  # noqa: S608 - constants and bound parameters only
        f"WHERE c.search_vector @@ q AND c.product = :product AND {scope} "
        f"ORDER BY ({' + '.join(weighted)}) DESC, ts_rank_cd(c.search_vector, q) DESC, c.id "
        "LIMIT :limit"), params))
