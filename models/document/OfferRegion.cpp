// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "OfferRegion.h"

#include <QStringList>

namespace OfferRegion {

Place place(const QString& region)
{
    const QString r = region.trimmed().toLower();
    if (r.isEmpty() || r == QLatin1String("global"))
        return Place::Unstated;
    // The Indian regions of the providers in the catalog: AWS Mumbai and Hyderabad (ap-south-1/2), Google
    // Mumbai and Delhi (asia-south1/2), Azure South, Central and West India, and providers that write
    // "India".
    static const QStringList indian{
        QStringLiteral("ap-south-1"),  QStringLiteral("ap-south-2"),   QStringLiteral("asia-south1"),
        QStringLiteral("asia-south2"), QStringLiteral("southindia"),   QStringLiteral("centralindia"),
        QStringLiteral("westindia"),   QStringLiteral("jioindiawest"), QStringLiteral("jioindiacentral")};
    if (r.contains(QLatin1String("india")) || indian.contains(r.section(QLatin1Char(' '), 0, 0)))
        return Place::India;
    return Place::Elsewhere;
}

} // namespace OfferRegion
