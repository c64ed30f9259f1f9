// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// A small, known catalog for the browser's tests, imported on top of whatever the shipped catalog
// holds. Every key starts with "zztest" so a text filter isolates these rows; the figures are real
// datasheet values where they stand for real GPUs (H100 SXM: 80 GB, 3.35 TB/s, 989.4 TFLOPS; MI300X:
// 192 GB, 5.3 TB/s, 1307.4 TFLOPS), and the INR rate is fixed at 90 per USD so conversions are exact.
#include "catalog/CatalogStore.h"

#include <QFile>
#include <QString>

namespace CatalogTestFixture {

inline const char* json()
{
    return R"({"format": "gpu-planner-catalog", "format_version": 1,
  "gpus": [
    {"key": "zztest-h100", "vendor": "NVIDIA", "name": "ZZ H100 SXM", "variant": null, "architecture": "Hopper",
     "memory_gb": 80, "memory_type": "HBM3", "memory_bandwidth_tbps": 3.35, "fp16_dense_tflops": 989.4,
     "fp16_sparse_tflops": 1978.9, "fp8_dense_tflops": 1978.9, "fp8_sparse_tflops": 3957.8, "fp4_dense_tflops": null,
     "fp32_tflops": 66.9, "tdp_w": 700, "interconnect": "NVLink 4", "interconnect_gbps": 900, "pcie_gen": 5,
     "form_factor": "SXM5", "launch_year": 2022, "verification": "verified",
     "source": "NVIDIA H100 datasheet", "source_url": "https://www.nvidia.com/en-us/data-center/h100/",
     "as_of": "2024-01", "notes": null},
    {"key": "zztest-mi300x", "vendor": "AMD", "name": "ZZ MI300X", "variant": null, "architecture": "CDNA 3",
     "memory_gb": 192, "memory_type": "HBM3", "memory_bandwidth_tbps": 5.3, "fp16_dense_tflops": 1307.4,
     "fp16_sparse_tflops": 2614.9, "fp8_dense_tflops": 2614.9, "fp8_sparse_tflops": 5229.8, "fp4_dense_tflops": null,
     "fp32_tflops": 163.4, "tdp_w": 750, "interconnect": "Infinity Fabric", "interconnect_gbps": 896, "pcie_gen": 5,
     "form_factor": "OAM", "launch_year": 2023, "verification": "verified",
     "source": "AMD Instinct MI300X data sheet", "source_url": "https://www.amd.com/en/products/accelerators/instinct/mi300/mi300x.html",
     "as_of": "2024-06", "notes": null}
  ],
  "providers": [
    {"key": "zztest-cloud", "name": "ZZ Cloud", "kind": "gpu_cloud", "country": "US", "region": null,
     "sla_percent": 99.9, "source": "ZZ Cloud pricing page", "source_url": null, "as_of": "2026-05", "notes": null},
    {"key": "zztest-india", "name": "ZZ India", "kind": "dedicated", "country": "IN", "region": "Mumbai",
     "sla_percent": null, "source": "ZZ India price list", "source_url": null, "as_of": "2026-05", "notes": null}
  ],
  "currencies": [
    {"code": "USD", "name": "US dollar", "units_per_usd": 1, "source": "Definition", "source_url": null,
     "as_of": "2026", "notes": null},
    {"code": "INR", "name": "Indian rupee", "units_per_usd": 90, "source": "RBI reference rate",
     "source_url": "https://www.rbi.org.in/", "as_of": "2026-01-15", "notes": null}
  ],
  "offers": [
    {"key": "zztest-8x-hourly", "provider_key": "zztest-cloud", "gpu_key": "zztest-h100", "gpus_per_instance": 8,
     "tier": "on_demand", "price": 98.32, "currency": "USD", "unit": "hour", "region": "us-east-1",
     "instance_type": "p5.48xlarge", "includes": "full instance", "source": "ZZ Cloud pricing page",
     "source_url": null, "as_of": "2026-05-01", "notes": null},
    {"key": "zztest-inr-hourly", "provider_key": "zztest-india", "gpu_key": "zztest-mi300x", "gpus_per_instance": 8,
     "tier": "on_demand", "price": 2000, "currency": "INR", "unit": "hour", "region": "Mumbai",
     "instance_type": null, "includes": "GPU only", "source": "ZZ India price list",
     "source_url": null, "as_of": "2026-05-01", "notes": null},
    {"key": "zztest-monthly", "provider_key": "zztest-cloud", "gpu_key": "zztest-h100", "gpus_per_instance": 1,
     "tier": "dedicated_monthly", "price": 1460, "currency": "USD", "unit": "month", "region": null,
     "instance_type": null, "includes": null, "source": "ZZ Cloud pricing page",
     "source_url": null, "as_of": "2026-05-01", "notes": null},
    {"key": "zztest-purchase", "provider_key": "zztest-cloud", "gpu_key": "zztest-h100", "gpus_per_instance": 8,
     "tier": "purchase", "price": 300000, "currency": "USD", "unit": "one_off", "region": null,
     "instance_type": null, "includes": null, "source": "ZZ reseller quote",
     "source_url": null, "as_of": "2026-05-01", "notes": null}
  ]
})";
}

// Opens `store` on `dir`/catalog.sqlite and imports the fixture. Empty when all went well.
inline QString load(CatalogStore& store, const QString& dir)
{
    if (!store.open(dir + QStringLiteral("/catalog.sqlite")))
        return QStringLiteral("open: ") + store.startupMessage();
    const QString path = dir + QStringLiteral("/fixture.json");
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(json()) < 0)
        return QStringLiteral("cannot write ") + path;
    file.close();
    QString error;
    if (!store.importJson(path, &error))
        return QStringLiteral("import: ") + error;
    return {};
}

} // namespace CatalogTestFixture
