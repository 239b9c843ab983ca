"""The Thai brand (fixtures/brands/siam-star.yaml) builds its own world: its merchant code,
currency, zone, channels and modules, and the shared content named for it."""

from __future__ import annotations

from simkit import MakeClient, Sim


async def test_the_second_brand_serves_its_market(make_client: MakeClient) -> None:
    client = await make_client(brand="siam-star")
    # The default brand's merchant code is not this platform's.
    await Sim(client).error("GET", "/wps/system/status", "merchant.invalid")
    sim = Sim(client, merchant="SIAMSTAR")
    status = await sim.value("GET", "/wps/system/status")
    assert status is not None
    modules = await sim.value("GET", "/wps/system/whitelabel")
    flat = {
        child["modId"]: child["enabled"]
        for node in modules
        for child in [node, *node.get("childrenNodes", [])]
    }
    assert (flat["FREEPLAY3"], flat["MOBILEVERCODELOGIN3"], flat["SIGNCONDIV3"]) == ("0", "0", "0")

    login = await sim.login()
    token = {"Authorization": login["token"], "Language": "TH"}
    channels = await sim.value("GET", "/wps/relay/MCSFE_getDepositChannels", headers=token)
    assert [c["code"] for c in channels["channels"]] == ["PROMPTPAY", "BANK"]
    assert channels["channels"][0]["name"] == "พร้อมเพย์"
    assert channels["channels"][0]["min"] == "100.00"

    # Shared notices name this brand, not the default one.
    notices = await sim.value("GET", "/wps/relay/MCSFE_getListAnnouncements?types=H", headers=token)
    text = str(notices)
    assert "Siam Star" in text and "Lucky Lotus" not in text and "{brand}" not in text
