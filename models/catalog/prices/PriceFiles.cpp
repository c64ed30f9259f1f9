// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PriceFiles.h"

#include "AwsPriceReader.h"
#include "AzurePriceReader.h"
#include "GcpPriceReader.h"
#include "common/BoundedFile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUrl>

#include <fstream>

namespace catalog::prices {

QStringList priceFormats()
{
    return {QStringLiteral("aws"), QStringLiteral("azure"), QStringLiteral("gcp"), QStringLiteral("csv")};
}

bool readPriceFiles(const ReadOptions& options, PriceList& into, QString* error)
{
    const auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (!priceFormats().contains(options.format))
        return fail(QStringLiteral("--format must be one of %1, got \"%2\"")
                        .arg(priceFormats().join(QStringLiteral(", ")), options.format.left(40)));
    if (options.files.isEmpty())
        return fail(QStringLiteral("no price-list file given"));
    const InstanceMap& map = options.map ? *options.map : InstanceMap::shipped();
    QDateTime newestFile;
    for (const QString& path : options.files) {
        const QFileInfo info(path);
        const QString shown = QDir::toNativeSeparators(path);
        if (!info.isFile())
            return fail(QStringLiteral("%1 is not a file").arg(shown));
        // Bounded before a byte is read: a 2 GB file is refused here, not half-parsed.
        if (info.size() > kMaxPriceListBytes)
            return fail(QStringLiteral("%1 is %2 MB; price lists above %3 MB are refused (docs/price-import.md): "
                                       "for AWS, import one region's offer file at a time")
                            .arg(shown)
                            .arg(static_cast<double>(info.size()) / 1e6, 0, 'f', 1)
                            .arg(static_cast<double>(kMaxPriceListBytes) / 1e6, 0, 'f', 0));
        if (!newestFile.isValid() || info.lastModified() > newestFile)
            newestFile = info.lastModified();
    }
    if (options.format == QLatin1String("aws") || options.format == QLatin1String("csv")) {
        for (const QString& path : options.files) {
            const QString origin = QFileInfo(path).fileName();
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                return fail(
                    QStringLiteral("cannot open %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
            char first = 0;
            while (file.peek(&first, 1) == 1 && QByteArray(" \t\r\n").contains(first))
                file.read(1);
            if (options.format == QLatin1String("csv")) {
                if (!readGenericCsv(file, origin, options.mapping, map, into, error))
                    return false;
            } else if (first == '{' || first == '[') {
                file.close();
                std::ifstream stream(QFile::encodeName(path).toStdString(), std::ios::binary);
                if (!stream)
                    return fail(QStringLiteral("cannot open %1").arg(QDir::toNativeSeparators(path)));
                if (!readAwsJson(stream, origin, map, into, error))
                    return false;
            } else if (!readAwsCsv(file, origin, map, into, error)) {
                return false;
            }
        }
    } else {
        QVector<PriceFile> pages;
        for (const QString& path : options.files) {
            PriceFile page{QFileInfo(path).fileName(), {}};
            QString why;
            if (BoundedFile::read(path, page.bytes, &why) != BoundedFile::Status::Ok)
                return fail(why);
            pages.append(page);
        }
        const bool ok = options.format == QLatin1String("azure") ? readAzurePages(pages, map, into, error)
                                                                 : readGcpPages(pages, map, into, error);
        if (!ok)
            return false;
    }
    if (options.files.size() > 1 && options.format != QLatin1String("azure") && options.format != QLatin1String("gcp"))
        into.source += QStringLiteral(" and %1 more file(s)").arg(options.files.size() - 1);
    if (!options.asOf.isEmpty()) {
        const QString day = listDate(options.asOf);
        if (day.isEmpty() || day != options.asOf.trimmed())
            return fail(QStringLiteral("--as-of must be a date as YYYY-MM-DD, got \"%1\"").arg(options.asOf.left(40)));
        into.asOf = day;
        into.asOfFrom = QStringLiteral("--as-of");
    } else if (into.asOf.isEmpty()) {
        // Azure pages and CSV quotes state no date: the day the file was saved is when the prices were read.
        into.asOf = newestFile.toUTC().date().toString(Qt::ISODate);
        into.asOfFrom = QStringLiteral("the file's date (the list states none; --as-of sets it)");
    }
    into.sourceUrl = options.sourceUrl.isEmpty()
                         ? QUrl::fromLocalFile(QFileInfo(options.files.first()).absoluteFilePath()).toString()
                         : options.sourceUrl;
    // A URL may be long; what matters is that it neither runs as a formula nor carries control characters.
    if (const QString why = unsafeText(into.sourceUrl.left(200)); !why.isEmpty())
        return fail(QStringLiteral("--source-url %1").arg(why));
    return finishList(into, error);
}

} // namespace catalog::prices
