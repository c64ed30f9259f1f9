// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Catalog rows (as CatalogStore::rows gives them) -> the engine's plain CatalogSnapshot.
#include "planning/CatalogSnapshot.h"

#include <QMap>
#include <QString>
#include <QVariantMap>
#include <QVector>

namespace catalog {

gp::CatalogSnapshot snapshotFromRows(const QMap<QString, QVector<QVariantMap>>& tables);

} // namespace catalog
