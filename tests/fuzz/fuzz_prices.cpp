// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// libFuzzer harness: the price-list readers of `catalog import-prices` (models/catalog/prices). The first
// byte picks the reader (AWS CSV, AWS JSON, Azure page, Google Cloud page, mapped CSV), the rest is the
// file. Any bytes give a list or a message; an accepted list holds only offers whose price is finite and
// above 0 with a unit of the catalog, and its preview (against an empty catalog) prints as text and JSON.
#include "FuzzSupport.h"

#include "catalog/prices/AwsPriceReader.h"
#include "catalog/prices/AzurePriceReader.h"
#include "catalog/prices/GcpPriceReader.h"
#include "catalog/prices/GenericCsvPriceReader.h"
#include "catalog/prices/PricePreview.h"

#include <QBuffer>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <sstream>

using namespace catalog::prices;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    FuzzSupport::ensureApplication();
    if (size < 1)
        return 0;
    const int reader = data[0] % 5;
    QByteArray bytes(reinterpret_cast<const char*>(data + 1), static_cast<qsizetype>(size - 1));
    const InstanceMap& map = InstanceMap::shipped();
    PriceList list;
    QString error;
    bool ok = false;
    if (reader == 0 || reader == 4) {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::ReadOnly);
        if (reader == 0) {
            ok = readAwsCsv(buffer, QStringLiteral("fuzz.csv"), map, list, &error);
        } else {
            CsvMapping mapping;
            if (!parseCsvMapping(QStringLiteral("provider=Provider,instance=Instance,gpu=GPU,gpu_count=GPUs,"
                                                "price=Price,region=Region,currency=Currency,unit=Unit,tier=Tier,"
                                                "basis=Basis"),
                                 mapping, &error))
                FuzzSupport::bug("the harness's mapping is refused:", error.toStdString());
            ok = readGenericCsv(buffer, QStringLiteral("fuzz.csv"), mapping, map, list, &error);
        }
    } else if (reader == 1) {
        std::istringstream in(bytes.toStdString());
        ok = readAwsJson(in, QStringLiteral("fuzz.json"), map, list, &error);
    } else {
        const QVector<PriceFile> pages{{QStringLiteral("fuzz.json"), bytes}};
        ok = reader == 2 ? readAzurePages(pages, map, list, &error) : readGcpPages(pages, map, list, &error);
    }
    if (ok)
        ok = finishList(list, &error);
    if (!ok) {
        if (error.isEmpty())
            FuzzSupport::bug("refused without a message");
        return 0;
    }
    for (const ProposedOffer& o : list.offers) {
        if (!std::isfinite(o.price) || o.price <= 0 || o.price > kMaxPrice)
            FuzzSupport::bug("an accepted offer has a price out of range:", o.record.toStdString());
        if (o.unit != QLatin1String("hour") && o.unit != QLatin1String("month"))
            FuzzSupport::bug("an accepted offer has a unit the catalog lacks:", o.unit.toStdString());
        if (o.gpuCount < 1 || o.gpuKey.isEmpty())
            FuzzSupport::bug("an accepted offer has no GPU:", o.record.toStdString());
        if (!unsafeText(o.instanceType).isEmpty() || !unsafeText(o.region).isEmpty())
            FuzzSupport::bug("an accepted offer keeps unsafe text:", o.record.toStdString());
    }
    CatalogOffers empty;
    empty.providers = {QStringLiteral("aws"), QStringLiteral("azure"), QStringLiteral("gcp")};
    empty.currencies = {QStringLiteral("USD")};
    PricePreview preview;
    if (previewPrices(list, empty, preview, &error)) {
        (void)previewText(preview, false);
        (void)previewJson(preview, false).dump();
    }
    return 0;
}
