// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Shared by the price-import tests: the fixtures in tests/data/prices (written from each format's public
// documentation; see its README.md) and a reader run that fails the test with the reader's message.
#include "catalog/prices/PriceFiles.h"

#include <QFile>
#include <QString>
#include <QStringList>
#include <QTest>

namespace PriceTestUtil {

inline QString fixture(const QString& name) { return QStringLiteral(GP_TEST_DATA_DIR "/prices/") + name; }

inline QByteArray fixtureBytes(const QString& name)
{
    QFile f(fixture(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline catalog::prices::ReadOptions options(const QString& format, const QStringList& files)
{
    catalog::prices::ReadOptions o;
    o.format = format;
    o.files = files;
    return o;
}

// The offer of `list` for instance type and tier, or nullptr.
inline const catalog::prices::ProposedOffer* find(const catalog::prices::PriceList& list, const QString& instance,
                                                  const QString& tier)
{
    for (const catalog::prices::ProposedOffer& o : list.offers)
        if (o.instanceType == instance && o.tier == tier)
            return &o;
    return nullptr;
}

// How many records were skipped for `what` with a reason containing `reason`.
inline int skipped(const catalog::prices::PriceList& list, const QString& what, const QString& reason)
{
    int n = 0;
    for (const catalog::prices::SkippedItem& s : list.skipped)
        if (s.what == what && s.reason.contains(reason))
            n += s.count;
    return n;
}

} // namespace PriceTestUtil
