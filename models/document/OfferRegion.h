// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Where an offer's GPUs are, as far as its catalog region says: a country for the regions the catalog
// uses, "unstated" for marketplace offers without a region or a "global" price. Used by the proposal's
// data-residency note (India's Digital Personal Data Protection Act 2023 is the case the users raise).
#include <QString>

namespace OfferRegion {
enum class Place { Unstated, India, Elsewhere };
// region as written in the catalog's offers table ("ap-south-1", "asia-south1", "India", "us-east-1", "").
Place place(const QString& region);
} // namespace OfferRegion
