"""The floor's records: penalties (RPT Art. 71) and rulings with the article they rely on."""
