// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Writing a preview's offer rows (issue 33, "Scale": a 100,000-offer list in at most 10 s and 300 MB). One
// transaction on the store's own connection (CatalogStore::writeThrough: its write check first, so a read-only
// catalog is refused with a sentence; a team catalog is written on its server), one prepared upsert of
// CatalogDialect for the offers and one for the user_edits record, both reused for every row; foreign keys checked
// against the keys loaded once (providers, GPUs, currencies, offers); rows made and written one at a time, never all
// held at once. The checks are the catalog JSON import's (CatalogStore::importJson): each value against the schema
// (validateValue, validateRecord), a key used twice, a foreign key that is nowhere; a refusal names the record
// and the field and writes nothing. A JSON round trip cannot carry such a list (a JSON input is read up to
// 20 MB; 100,000 offers are about 90 MB of it).
#include <QString>
#include <QVariantMap>

#include <functional>

class CatalogStore;

namespace catalog::prices {

// `rowCount` offer rows, row(i) the i-th and key(i) its key, written as described above.
bool writeOfferRows(CatalogStore& store, int rowCount, const std::function<QString(int)>& key,
                    const std::function<QVariantMap(int)>& row, QString* error);

} // namespace catalog::prices
