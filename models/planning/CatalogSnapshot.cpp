#include "CatalogSnapshot.h"

#include <algorithm>

namespace gp {
namespace {
template <typename T, typename Key>
const T* findBy(const std::vector<T>& rows, const std::string& wanted, Key key)
{
    auto it = std::find_if(rows.begin(), rows.end(), [&](const T& r) { return key(r) == wanted; });
    return it == rows.end() ? nullptr : &*it;
}
} // namespace

const GpuSpec* CatalogSnapshot::gpu(const std::string& k) const { return findBy(gpus, k, [](auto& r) { return r.key; }); }
const LinkSpec* CatalogSnapshot::link(const std::string& k) const { return findBy(links, k, [](auto& r) { return r.key; }); }
const ModelArchitecture* CatalogSnapshot::model(const std::string& k) const
{
    return findBy(models, k, [](auto& r) { return r.key; });
}
const OfferSpec* CatalogSnapshot::offer(const std::string& k) const { return findBy(offers, k, [](auto& r) { return r.key; }); }
const CurrencyRate* CatalogSnapshot::currency(const std::string& c) const
{
    return findBy(currencies, c, [](auto& r) { return r.code; });
}

} // namespace gp
