// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Google Cloud Billing Catalog SKUs for Compute Engine (services/6F81-5844-456A/skus,
// https://cloud.google.com/billing/docs/reference/rest/v1/services.skus/list): each file one response,
// {"skus": [...], "nextPageToken"}. Google prices a GPU machine in parts: the GPUs (resourceGroup "GPU",
// per GPU-hour), the machine family's vCPUs ("A2 Instance Core", per vCPU-hour) and its memory
// ("A2 Instance Ram", per GiB-hour). An instance price is put together here, per tier and region, as
//   GPUs x GPU price + vCPUs x vCPU price + GiB x memory price
// with the shape (GPUs, vCPUs, GiB) from the instance map. A machine whose three parts are not all in
// the list for that tier and region is skipped and listed, never priced from its GPUs alone.
#include "AzurePriceReader.h" // PriceFile
#include "InstanceMap.h"
#include "PriceList.h"

namespace catalog::prices {

bool readGcpPages(const QVector<PriceFile>& pages, const InstanceMap& map, PriceList& into, QString* error);

} // namespace catalog::prices
