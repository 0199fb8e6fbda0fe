-- Remark photos. Every upload gets a generated, time-stamped asset name (so pasted images, all
-- named "image.jpg", never clash); the name the file had on the uploader's device is kept beside it.
ALTER TABLE assets ADD COLUMN original_name text;

-- Deleting a remark or object removes the assets no other remark image still uses: that check
-- looks images up by asset.
CREATE INDEX remark_images_asset_idx ON remark_images (tenant_id, asset_id);
