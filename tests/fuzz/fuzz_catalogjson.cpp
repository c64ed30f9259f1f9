// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// libFuzzer harness: catalog JSON import (parseCatalogDocument + checkCatalogRecords, what `catalog
// import`, `catalog build` and the browser's Import JSON run). Any bytes give records or a message;
// records it accepted, written back with writeCatalogJson, are accepted again (export/import round trip).
#include "FuzzSupport.h"

#include "catalog/CatalogJson.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    FuzzSupport::ensureApplication();
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    catalog::CatalogRecords records;
    QString error;
    if (!catalog::parseCatalogDocument(bytes, QStringLiteral("fuzz.json"), records, &error)) {
        if (error.isEmpty())
            FuzzSupport::bug("refused without a message");
        return 0;
    }
    if (!catalog::checkCatalogRecords(records, {}, &error))
        return 0;
    catalog::CatalogRecords again;
    if (!catalog::parseCatalogDocument(catalog::writeCatalogJson(records.tables), QStringLiteral("export.json"), again,
                                       &error))
        FuzzSupport::bug("an accepted catalog, exported, is refused:", error.toStdString());
    if (again.rowCount() != records.rowCount())
        FuzzSupport::bug("the exported catalog has a different number of rows");
    return 0;
}
