import 'leaflet/dist/leaflet.css';
import { Icon } from 'leaflet';
import { CircleMarker, MapContainer, Marker, Polyline, TileLayer } from 'react-leaflet';
// Leaflet finds its default pin by a path Vite does not serve: the images are imported instead.
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import type { MapConfig, Position } from '@syna/contracts/maps';

const pinIcon = new Icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

interface MapViewProps {
  tiles: NonNullable<MapConfig['tiles']>;
  centre: Position;
  zoom: number;
  /** The pin's name for screen readers and its tooltip. */
  pinTitle: string;
  /** The road to draw ([lat, lon] pairs) and where it starts. */
  path?: [number, number][];
  start?: Position;
}

/** The Leaflet map: the tiles with their attribution, the pin on the place, the route there. */
export function MapView({ tiles, centre, zoom, pinTitle, path, start }: MapViewProps) {
  return (
    <MapContainer
      center={[centre.lat, centre.lon]}
      zoom={zoom}
      maxZoom={tiles.maxZoom}
      style={{ height: '100%', width: '100%' }}
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={tiles.maxZoom} />
      {path && <Polyline positions={path} pathOptions={{ color: '#1565c0', weight: 5, opacity: 0.8 }} />}
      {start && (
        <CircleMarker
          center={[start.lat, start.lon]}
          radius={8}
          pathOptions={{ color: '#fff', weight: 2, fillColor: '#1565c0', fillOpacity: 1 }}
        />
      )}
      <Marker position={[centre.lat, centre.lon]} icon={pinIcon} title={pinTitle} alt={pinTitle} />
    </MapContainer>
  );
}
