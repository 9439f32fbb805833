BarnesHut small 4 256 2 2
BarnesHut medium 4 16384 20 2
BarnesHut paper 4 4096 5 2
WaterNsquared small 4 125 2
WaterNsquared medium 4 3375 5
WaterNsquared paper 4 512 5
WaterSpatial small 4 125 2
WaterSpatial medium 4 4096 15
WaterSpatial paper 4 512 5
Raytrace small 4 64 2
Raytrace medium 4 512 6
Raytrace paper 4 1024 2
