// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProposalOptions.h"

#include <QCoreApplication>

QString ProposalOptions::sectionName(ProposalSection s)
{
    switch (s) {
    case ProposalSection::Summary:
        return QStringLiteral("summary");
    case ProposalSection::Comparison:
        return QStringLiteral("comparison");
    case ProposalSection::Charts:
        return QStringLiteral("charts");
    case ProposalSection::Plan:
        return QStringLiteral("plan");
    case ProposalSection::Assumptions:
        return QStringLiteral("assumptions");
    }
    return {};
}

std::optional<ProposalSection> ProposalOptions::sectionFromName(const QString& name)
{
    for (ProposalSection s : allSections())
        if (sectionName(s) == name.trimmed().toLower())
            return s;
    return std::nullopt;
}

QString ProposalOptions::sectionTitle(ProposalSection s)
{
    auto tr = [](const char* text) { return QCoreApplication::translate("ProposalOptions", text); };
    switch (s) {
    case ProposalSection::Summary:
        return tr("Executive summary");
    case ProposalSection::Comparison:
        return tr("Scenarios compared");
    case ProposalSection::Charts:
        return tr("Charts");
    case ProposalSection::Plan:
        return tr("The recommended plan");
    case ProposalSection::Assumptions:
        return tr("Assumptions and sources");
    }
    return {};
}
