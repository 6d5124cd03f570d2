/**
 * Map or list view without any script: two radio buttons (a labelled group), and CSS shows or
 * hides the map with `:has(:checked)`. Keyboard users get the radio group's arrow keys; screen
 * readers hear which view is selected.
 */
export function ViewToggle({ label, mapLabel, listLabel }: { label: string; mapLabel: string; listLabel: string }) {
  return (
    <fieldset className="c-viewtoggle">
      <legend className="visually-hidden">{label}</legend>
      <input className="c-viewtoggle__input" type="radio" name="branch-view" id="branch-view-map" value="map" defaultChecked />
      <label className="c-viewtoggle__label" htmlFor="branch-view-map">
        {mapLabel}
      </label>
      <input className="c-viewtoggle__input" type="radio" name="branch-view" id="branch-view-list" value="list" />
      <label className="c-viewtoggle__label" htmlFor="branch-view-list">
        {listLabel}
      </label>
    </fieldset>
  );
}
