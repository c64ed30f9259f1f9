// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The files of one import, read by the reader for their format, into one checked PriceList: sizes
// bounded before anything is read, the list's date and URL settled, every offer checked and repeats
// refused (finishList). What `gpu-planner catalog import-prices` and the tests call.
#include "GenericCsvPriceReader.h"
#include "InstanceMap.h"
#include "PriceList.h"

#include <QString>
#include <QStringList>

namespace catalog::prices {

struct ReadOptions {
    QString format; // aws, azure, gcp, csv
    QStringList files;
    CsvMapping mapping;               // csv only
    QString asOf;                     // overrides the list's date when set (YYYY-MM-DD)
    QString sourceUrl;                // where the list was downloaded from; default: the first file's file:// URL
    const InstanceMap* map = nullptr; // default: InstanceMap::shipped()
};

QStringList priceFormats(); // aws, azure, gcp, csv
bool readPriceFiles(const ReadOptions& options, PriceList& into, QString* error);

} // namespace catalog::prices
