-- The courier carrying an order and its tracking (waybill) number, {courier, trackingNumber}; null until the owner records them.
ALTER TABLE "orders" ADD COLUMN "shipment" jsonb;
